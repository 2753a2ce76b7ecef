// Not part of the Android SDK: the runtime's XML tree (element, attributes, line numbers) read with SAX.
package tandem.runtime;

import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.helpers.DefaultHandler;

import javax.xml.parsers.SAXParserFactory;
import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class XmlNode {
    public static final String ANDROID_NS = "http://schemas.android.com/apk/res/android";
    public static final String APP_NS = "http://schemas.android.com/apk/res-auto";
    public static final String TOOLS_NS = "http://schemas.android.com/tools";

    public final String tag;
    public final int line;
    public final File file;
    /** Attributes by "prefix:local" as written, plus "{uri}local" keys for namespaced lookup. */
    public final Map<String, String> attrs = new LinkedHashMap<>();
    public final List<String[]> attrList = new ArrayList<>(); // {uri, local, qname, value}
    public final List<XmlNode> children = new ArrayList<>();
    public final StringBuilder text = new StringBuilder();

    XmlNode(String tag, int line, File file) {
        this.tag = tag;
        this.line = line;
        this.file = file;
    }

    public String attr(String qname) { return attrs.get(qname); }

    public String attr(String uri, String local) { return attrs.get("{" + uri + "}" + local); }

    /** android:x, or the bare name (style, layout, class, parent, name). */
    public String android(String local) { return attr(ANDROID_NS, local); }

    public String app(String local) { return attr(APP_NS, local); }

    public static XmlNode parse(final File file) {
        try {
            SAXParserFactory f = SAXParserFactory.newInstance();
            f.setNamespaceAware(true);
            final XmlNode[] root = new XmlNode[1];
            final ArrayList<XmlNode> stack = new ArrayList<>();
            f.newSAXParser().parse(file, new DefaultHandler() {
                Locator locator;

                @Override
                public void setDocumentLocator(Locator l) { locator = l; }

                @Override
                public void startElement(String uri, String local, String qname, Attributes a) {
                    XmlNode n = new XmlNode(qname, locator == null ? 0 : locator.getLineNumber(), file);
                    for (int i = 0; i < a.getLength(); i++) {
                        String u = a.getURI(i);
                        n.attrs.put(a.getQName(i), a.getValue(i));
                        n.attrs.put("{" + u + "}" + a.getLocalName(i), a.getValue(i));
                        n.attrList.add(new String[] {u, a.getLocalName(i), a.getQName(i), a.getValue(i)});
                    }
                    if (stack.isEmpty()) root[0] = n; else stack.get(stack.size() - 1).children.add(n);
                    stack.add(n);
                }

                @Override
                public void endElement(String uri, String local, String qname) { stack.remove(stack.size() - 1); }

                @Override
                public void characters(char[] ch, int start, int length) {
                    if (!stack.isEmpty()) stack.get(stack.size() - 1).text.append(ch, start, length);
                }
            });
            return root[0];
        } catch (Exception e) {
            throw new RuntimeException("cannot parse " + file + ": " + e.getMessage(), e);
        }
    }
}

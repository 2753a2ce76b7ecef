// Not part of the Android SDK: LayoutInflater's engine (inflate, rInflate, createViewFromTag) over layout XML files.
package tandem.runtime;

import android.content.Context;
import android.content.res.Resources;
import android.util.AttributeSet;
import android.view.InflateException;
import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

public final class Inflation {
    private Inflation() {}

    private static final String[] PREFIXES = {"android.widget.", "android.webkit.", "android.app."};

    private static String describe(XmlNode node, String resName) {
        return "Binary XML file line #" + node.line + (resName == null ? "" : " in " + resName);
    }

    public static View inflate(LayoutInflater inflater, int resource, ViewGroup root, boolean attachToRoot) {
        Runtime rt = Runtime.get();
        File f = rt.res.file("layout", resource, "layout");
        if (f == null) {
            String[] n = rt.res.nameOf(resource);
            if (n != null && "android".equals(n[0]) && n[1].equals("layout")) return inflateFramework(inflater, n[2], root, attachToRoot);
            throw new Resources.NotFoundException("Resource ID #0x" + Integer.toHexString(resource) + (n == null ? "" : " (" + n[1] + "/" + n[2] + ": no XML file in the res folders)"));
        }
        String resName = rt.res.describe(resource);
        XmlNode node = XmlNode.parse(f);
        Context context = inflater.getContext();
        try {
            if (node.tag.equals("merge")) {
                if (root == null || !attachToRoot) {
                    throw new InflateException("<merge /> can be used only with a valid ViewGroup root and attachToRoot=true");
                }
                rInflate(inflater, node, root, context, resName);
                return root;
            }
            XmlAttributes attrs = new XmlAttributes(node, describe(node, resName));
            View temp = createViewFromTag(inflater, root, node, context, attrs, resName);
            ViewGroup.LayoutParams params = null;
            if (root != null) {
                params = root.generateLayoutParams(attrs);
                if (!attachToRoot) temp.setLayoutParams(params);
            }
            rInflate(inflater, node, temp, context, resName);
            if (root != null && attachToRoot) {
                root.addView(temp, params);
                return root;
            }
            return temp;
        } catch (InflateException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new InflateException(describe(node, resName) + ": " + e.getMessage(), e);
        }
    }

    /** The few framework layouts apps inflate (simple_list_item_1, simple_spinner_item…): a TextView with android.R.id.text1. */
    private static View inflateFramework(LayoutInflater inflater, String name, ViewGroup root, boolean attachToRoot) {
        if (!name.startsWith("simple_")) throw new UnsupportedOperationException("stub: framework layout android.R.layout." + name);
        android.widget.TextView tv = name.contains("dropdown") || name.contains("checked")
                ? new android.widget.CheckedTextView(inflater.getContext()) : new android.widget.TextView(inflater.getContext());
        tv.setId(android.R.id.text1);
        if (root != null) {
            ViewGroup.LayoutParams p = new ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT);
            if (attachToRoot) { root.addView(tv, p); return root; }
            tv.setLayoutParams(p);
        }
        return tv;
    }

    private static void rInflate(LayoutInflater inflater, XmlNode parentNode, View parent, Context context, String resName) {
        for (XmlNode child : parentNode.children) {
            String name = child.tag;
            if (name.equals("requestFocus") || name.equals("tag")) continue;
            if (name.equals("merge")) throw new InflateException("<merge /> must be the root element");
            if (!(parent instanceof ViewGroup)) {
                throw new InflateException(describe(child, resName) + ": " + parent.getClass().getName()
                        + " cannot be cast to android.view.ViewGroup", new ClassCastException(parent.getClass().getName()));
            }
            ViewGroup group = (ViewGroup) parent;
            if (name.equals("include")) {
                parseInclude(inflater, child, group, context, resName);
                continue;
            }
            XmlAttributes attrs = new XmlAttributes(child, describe(child, resName));
            View view = createViewFromTag(inflater, group, child, context, attrs, resName);
            ViewGroup.LayoutParams params = group.generateLayoutParams(attrs);
            rInflate(inflater, child, view, context, resName);
            group.addView(view, params);
        }
    }

    private static void parseInclude(LayoutInflater inflater, XmlNode include, ViewGroup parent, Context context, String resName) {
        String layout = include.attr("layout");
        if (layout == null) throw new InflateException("You must specify a layout in the include tag: <include layout=\"@layout/layoutID\" />");
        int id = Runtime.get().res.idForReference(layout);
        File f = Runtime.get().res.file("layout", id, "layout");
        if (f == null) throw new InflateException("You must specify a valid layout reference. The layout ID " + layout + " is not valid.");
        String includedName = Runtime.get().res.describe(id);
        XmlNode node = XmlNode.parse(f);
        if (node.tag.equals("merge")) {
            rInflate(inflater, node, parent, context, includedName);
            return;
        }
        XmlAttributes attrs = new XmlAttributes(node, describe(node, includedName));
        View view = createViewFromTag(inflater, parent, node, context, attrs, includedName);
        ViewGroup.LayoutParams params;
        try {
            params = parent.generateLayoutParams(new XmlAttributes(include, describe(include, resName)));
        } catch (RuntimeException e) {
            params = parent.generateLayoutParams(attrs);
        }
        rInflate(inflater, node, view, context, includedName);
        String includeId = include.android("id");
        if (includeId != null) view.setId(Runtime.get().res.idForReference(includeId));
        String vis = include.android("visibility");
        if ("gone".equals(vis)) view.setVisibility(View.GONE);
        else if ("invisible".equals(vis)) view.setVisibility(View.INVISIBLE);
        parent.addView(view, params);
    }

    private static View createViewFromTag(LayoutInflater inflater, View parent, XmlNode node, Context context, AttributeSet attrs, String resName) {
        String name = node.tag;
        if (name.equals("view")) name = node.attr("class");
        try {
            LayoutInflater.Factory2 f2 = inflater.getFactory2();
            View view = null;
            if (f2 != null) view = f2.onCreateView(parent, name, context, attrs);
            else if (inflater.getFactory() != null) view = inflater.getFactory().onCreateView(name, context, attrs);
            if (view == null) {
                LayoutInflater.Factory2 pf = (LayoutInflater.Factory2) Hidden.get(inflater, LayoutInflater.class, "mPrivateFactory");
                if (pf != null) view = pf.onCreateView(parent, name, context, attrs);
            }
            if (view != null) return view;
            if (name.equals("fragment")) {
                // No FragmentActivity took it: android.app.Activity hands <fragment> to the framework's (deprecated)
                // FragmentManager, whose android.app.Fragment.instantiate refuses an androidx Fragment or a missing class.
                String fname = node.attr("class") != null ? node.attr("class") : node.android("name");
                boolean exists;
                try {
                    Class.forName(String.valueOf(fname), false, Runtime.get().appLoader);
                    exists = true;
                } catch (ClassNotFoundException | LinkageError e) {
                    exists = false;
                }
                throw new InflateException(describe(node, resName) + ": Error inflating class fragment", new android.util.AndroidRuntimeException(exists
                        ? "Trying to instantiate a class " + fname + " that is not a Fragment"
                        : "Unable to instantiate fragment " + fname + ": make sure class name exists, is public, and has an empty constructor that is public"));
            }
            if (name.indexOf('.') < 0) {
                for (String prefix : PREFIXES) {
                    try {
                        return createView(inflater, context, name, prefix, attrs);
                    } catch (ClassNotFoundException ignored) {
                    }
                }
                return createView(inflater, context, name, "android.view.", attrs);
            }
            return createView(inflater, context, name, null, attrs);
        } catch (InflateException e) {
            throw e;
        } catch (ClassNotFoundException e) {
            throw new InflateException(describe(node, resName) + ": Error inflating class " + name, e);
        } catch (Exception e) {
            throw new InflateException(describe(node, resName) + ": Error inflating class " + name, e);
        }
    }

    public static View createView(LayoutInflater inflater, Context context, String name, String prefix, AttributeSet attrs) throws ClassNotFoundException {
        String full = prefix != null ? prefix + name : name;
        ClassLoader loader = context != null && context.getClassLoader() != null ? context.getClassLoader() : Runtime.get().appLoader;
        Class<?> clazz;
        try {
            clazz = Class.forName(full, false, loader);
        } catch (ClassNotFoundException e) {
            throw new ClassNotFoundException("Didn't find class \"" + full + "\" on path: DexPathList[[base.apk]]");
        }
        if (!View.class.isAssignableFrom(clazz)) {
            throw new InflateException(attrs.getPositionDescription() + ": Class is not a View " + full);
        }
        Constructor<?> c;
        try {
            c = clazz.getConstructor(Context.class, AttributeSet.class);
        } catch (NoSuchMethodException e) {
            throw new InflateException(attrs.getPositionDescription() + ": Error inflating class " + full, e);
        }
        try {
            return (View) c.newInstance(context, attrs);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new InflateException(attrs.getPositionDescription() + ": Error inflating class " + full,
                    cause instanceof Exception ? cause : new RuntimeException(cause));
        } catch (ReflectiveOperationException e) {
            throw new InflateException(attrs.getPositionDescription() + ": Error inflating class " + full, e);
        }
    }
}

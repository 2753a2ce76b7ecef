// Prints "name kind" (class | interface | enum | annotation) for each JDK class named on standard input.
import java.io.*;

public class JdkKinds {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            String n = line.trim();
            if (n.isEmpty()) continue;
            Class<?> c = load(n);
            if (c == null) continue;
            String k = c.isAnnotation() ? "annotation" : c.isInterface() ? "interface" : c.isEnum() ? "enum" : "class";
            // the accessible constructor with the fewest parameters, for a stub subclass's super(...) call
            java.lang.reflect.Constructor<?> best = null;
            for (java.lang.reflect.Constructor<?> k2 : c.getDeclaredConstructors()) {
                int m = k2.getModifiers();
                if (!java.lang.reflect.Modifier.isPublic(m) && !java.lang.reflect.Modifier.isProtected(m)) continue;
                if (best == null || k2.getParameterCount() < best.getParameterCount()) best = k2;
            }
            StringBuilder sb = new StringBuilder();
            if (best != null) for (Class<?> p : best.getParameterTypes()) {
                if (sb.length() > 0) sb.append(',');
                sb.append(p.getCanonicalName());
            }
            System.out.println(n + " " + k + " " + (sb.length() == 0 ? "-" : sb));
            // its public instance methods: "M name return params abstract generic"
            for (java.lang.reflect.Method m : c.getMethods()) {
                if (java.lang.reflect.Modifier.isStatic(m.getModifiers())) continue;
                StringBuilder ps = new StringBuilder();
                boolean generic = false;
                for (java.lang.reflect.Type t : m.getGenericParameterTypes()) generic |= !(t instanceof Class);
                for (Class<?> p : m.getParameterTypes()) {
                    if (ps.length() > 0) ps.append(',');
                    ps.append(p.getCanonicalName());
                }
                System.out.println("M " + m.getName() + " " + m.getReturnType().getCanonicalName() + " "
                    + (ps.length() == 0 ? "-" : ps) + " " + java.lang.reflect.Modifier.isAbstract(m.getModifiers())
                    + " " + (generic || !(m.getGenericReturnType() instanceof Class)));
            }
        }
    }

    static Class<?> load(String n) {
        while (true) {
            try {
                return Class.forName(n, false, JdkKinds.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                int i = n.lastIndexOf('.');
                if (i < 0) return null;
                n = n.substring(0, i) + "$" + n.substring(i + 1);
                if (n.indexOf('.') < 0) return null;
            }
        }
    }
}

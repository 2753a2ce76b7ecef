// Compares the Android stand-ins (Tests/Fixtures/sdk/android/stubs, compiled) with the real API classes
// (.tools/android-api/classes): each public or protected class and member of a stand-in whose real counterpart is
// missing or declared differently (kind, superclass, interfaces, static/abstract/final, parameter and return types,
// visibility) is printed on one line; the last line is the count.
//   java CompareStubs.java STANDIN_CLASSES REAL_CLASSES
// Skipped: tandem.* (the stand-ins' own runtime) and the libraries that publish no signatures: Jetpack Navigation
// (androidx.navigation), SlidingPaneLayout (androidx.slidingpanelayout) and Play services Maps (com.google.android.gms).
// The real classes know only what the .pyi stubs (and facts.txt) say: a modifier the real class lacks (final,
// abstract, protected: the .pyi has none of them) and a return type the .pyi lumps together (int for every integral
// type, float for both floating types, str for char and String, a type variable as Object) are not differences.
import java.io.File;
import java.lang.reflect.*;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class CompareStubs {
    static final String[] SKIP = {"tandem.", "androidx.navigation.", "androidx.slidingpanelayout.", "com.google.android.gms."};
    static final List<String> out = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        Path standins = Paths.get(args[0]), realDir = Paths.get(args[1]);
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        URLClassLoader s = new URLClassLoader(new URL[]{standins.toUri().toURL()}, platform);
        URLClassLoader r = new URLClassLoader(new URL[]{realDir.toUri().toURL()}, platform);
        List<String> names;
        try (Stream<Path> w = Files.walk(standins)) {
            names = w.filter(p -> p.toString().endsWith(".class"))
                .map(p -> standins.relativize(p).toString().replace(File.separatorChar, '.').replaceAll("\\.class$", ""))
                .filter(n -> Arrays.stream(SKIP).noneMatch(n::startsWith)).sorted().collect(Collectors.toList());
        }
        for (String n : names) {
            Class<?> a = Class.forName(n, false, s);
            if (a.isSynthetic() || a.isAnonymousClass() || a.isLocalClass() || !visible(a.getModifiers())) continue;
            if (a.getEnclosingClass() != null && !visible(a.getEnclosingClass().getModifiers())) continue;
            Class<?> b;
            try { b = Class.forName(n, false, r); } catch (ClassNotFoundException | NoClassDefFoundError e) {
                report(a, "class", "no such class in the real API"); continue; }
            compareClass(a, b);
        }
        Collections.sort(out);
        out.forEach(System.out::println);
        System.out.println(out.size() + " mismatches");
    }

    static boolean visible(int m) { return Modifier.isPublic(m) || Modifier.isProtected(m); }

    static void report(Class<?> c, String member, String what) { out.add(c.getName() + " " + member + ": " + what); }

    static String kind(Class<?> c) {
        return c.isAnnotation() ? "annotation" : c.isInterface() ? "interface" : c.isEnum() ? "enum" : "class";
    }

    static String mods(int m, boolean isInterface) {
        List<String> l = new ArrayList<>();
        if (Modifier.isProtected(m)) l.add("protected");
        if (Modifier.isStatic(m)) l.add("static");
        if (Modifier.isAbstract(m) && !isInterface) l.add("abstract");
        if (Modifier.isFinal(m)) l.add("final");
        return String.join(" ", l);
    }

    static Set<String> allInterfaces(Class<?> c) {
        Set<String> s = new TreeSet<>();
        for (Class<?> k = c; k != null; k = k.getSuperclass())
            for (Class<?> i : k.getInterfaces()) { s.add(i.getName()); s.addAll(allInterfaces(i)); }
        return s;
    }

    static void compareClass(Class<?> a, Class<?> b) {
        if (!kind(a).equals(kind(b))) report(a, "class", "is a " + kind(a) + ", the real one a " + kind(b));
        int ma = a.getModifiers() & (Modifier.ABSTRACT | Modifier.FINAL | Modifier.STATIC | Modifier.PUBLIC | Modifier.PROTECTED);
        int mb = b.getModifiers() & (Modifier.ABSTRACT | Modifier.FINAL | Modifier.STATIC | Modifier.PUBLIC | Modifier.PROTECTED);
        if (!a.isInterface() && (mb & ~ma) != 0)
            report(a, "class", "is '" + mods(ma, false) + "', the real one '" + mods(mb, false) + "'");
        String sa = a.getSuperclass() == null ? "-" : a.getSuperclass().getName();
        String sb = b.getSuperclass() == null ? "-" : b.getSuperclass().getName();
        if (!a.isInterface() && !sa.equals(sb)) report(a, "class", "extends " + sa + ", the real one " + sb);
        Set<String> ia = allInterfaces(a), ib = allInterfaces(b);
        for (Class<?> i : a.getInterfaces())
            if (!ib.contains(i.getName())) report(a, "class", "implements " + i.getName() + ", the real one does not");
        for (Class<?> i : b.getInterfaces())
            if (!ia.contains(i.getName()) && exists(a.getClassLoader(), i.getName()))
                report(a, "class", "does not implement " + i.getName() + " as the real one does");
        for (Field f : a.getDeclaredFields()) {
            if (!visible(f.getModifiers()) || f.isSynthetic()) continue;
            Field g = findField(b, f.getName());
            String m = "field " + f.getName();
            if (g == null) { report(a, m, "no such field in the real API"); continue; }
            if (!sameAsTheStubsTell(f.getType(), g.getType()))
                report(a, m, "is " + f.getType().getName() + ", the real one " + g.getType().getName());
            if (Modifier.isStatic(f.getModifiers()) != Modifier.isStatic(g.getModifiers()))
                report(a, m, "static differs");
        }
        for (Constructor<?> c : a.getDeclaredConstructors()) {
            if (!visible(c.getModifiers()) || c.isSynthetic()) continue;
            String sig = "<init>" + params(c.getParameterTypes());
            Constructor<?> d = Arrays.stream(b.getDeclaredConstructors())
                .filter(x -> params(x.getParameterTypes()).equals(params(c.getParameterTypes()))).findFirst().orElse(null);
            if (d == null || !visible(d.getModifiers())) { report(a, sig, "no such constructor in the real API"); continue; }
            if (Modifier.isProtected(d.getModifiers()) && !Modifier.isProtected(c.getModifiers()))
                report(a, sig, "is '" + mods(c.getModifiers(), false) + "', the real one '" + mods(d.getModifiers(), false) + "'");
        }
        for (Method m : a.getDeclaredMethods()) {
            if (!visible(m.getModifiers()) || m.isSynthetic() || m.isBridge()) continue;
            if (a.isEnum() && (m.getName().equals("values") || m.getName().equals("valueOf"))) continue;
            String sig = m.getName() + params(m.getParameterTypes());
            Method n = findMethod(b, m.getName(), params(m.getParameterTypes()));
            if (n == null) { report(a, sig, "no such method in the real API"); continue; }
            if (!sameAsTheStubsTell(m.getReturnType(), n.getReturnType()))
                report(a, sig, "returns " + m.getReturnType().getName() + ", the real one " + n.getReturnType().getName());
            int x = m.getModifiers(), y = n.getModifiers();
            boolean same = n.getDeclaringClass() == b;
            if (Modifier.isStatic(x) != Modifier.isStatic(y)
                || (same && !a.isInterface() && Modifier.isAbstract(y) && !Modifier.isAbstract(x))
                || (same && Modifier.isFinal(y) && !Modifier.isFinal(x))
                || (Modifier.isProtected(y) && !Modifier.isProtected(x))
                || (a.isInterface() && same && n.isDefault() && !m.isDefault()))
                report(a, sig, "is '" + mods(x, a.isInterface()) + (m.isDefault() ? " default" : "") + "', the real one '"
                    + mods(y, b.isInterface()) + (n.isDefault() ? " default" : "") + "'"
                    + (same ? "" : " (in " + n.getDeclaringClass().getName() + ")"));
        }
    }

    // A stand-in's type against the real one as far as the .pyi can tell them apart.
    static boolean sameAsTheStubsTell(Class<?> standIn, Class<?> real) {
        if (standIn.getName().equals(real.getName())) return true;
        Set<String> integral = Set.of("int", "long", "short", "byte", "java.lang.Integer", "java.lang.Long", "java.lang.Short",
            "java.lang.Byte"), floating = Set.of("float", "double");
        if (real.getName().equals("int") && integral.contains(standIn.getName())) return true;
        if (real.getName().equals("float") && floating.contains(standIn.getName())) return true;
        if (real.getName().equals("java.lang.String") && standIn.getName().equals("char")) return true;
        return real.getName().equals("java.lang.Object") && !standIn.isPrimitive();
    }

    static boolean exists(ClassLoader l, String n) {
        try { Class.forName(n, false, l); return true; } catch (ClassNotFoundException | NoClassDefFoundError e) { return false; }
    }

    static String params(Class<?>[] ps) {
        return Arrays.stream(ps).map(Class::getName).collect(Collectors.joining(",", "(", ")"));
    }

    static Field findField(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) if (f.getName().equals(name) && visible(f.getModifiers())) return f;
            for (Class<?> i : k.getInterfaces()) { Field f = findField(i, name); if (f != null) return f; }
        }
        return null;
    }

    static Method findMethod(Class<?> c, String name, String ps) {
        Deque<Class<?>> todo = new ArrayDeque<>(List.of(c));
        Set<Class<?>> seen = new HashSet<>();
        Object obj = null;
        while (!todo.isEmpty()) {
            Class<?> k = todo.poll();
            if (!seen.add(k)) continue;
            for (Method m : k.getDeclaredMethods())
                if (m.getName().equals(name) && params(m.getParameterTypes()).equals(ps) && visible(m.getModifiers()) && !m.isBridge())
                    return m;
            if (k.getSuperclass() != null) todo.add(k.getSuperclass());
            todo.addAll(Arrays.asList(k.getInterfaces()));
            if (k.isInterface() && obj == null) { obj = Object.class; todo.add(Object.class); }
        }
        return null;
    }
}

"""Emits the Java stubs from convert.py's model (see convert.py)."""
import os
import re
import subprocess
from collections import defaultdict

from convert import HIDDEN, PRIMS, erase, split_top, JAVA_LANG

STUB = '{ throw new RuntimeException("Stub!"); }'
NN, NL = "@androidx.annotation.NonNull ", "@androidx.annotation.Nullable "
OWN = {
    "tandemstub.Hidden": "package tandemstub;\n/** Not API: the parameter of the constructor every stub class chains to. */\n"
                         "public final class Hidden { private Hidden() {} public static int i() { return 0; } }\n",
    "androidx.annotation.NonNull": "package androidx.annotation;\nimport java.lang.annotation.*;\n"
        "@Documented @Retention(RetentionPolicy.CLASS) @Target({ElementType.METHOD, ElementType.PARAMETER, "
        "ElementType.FIELD, ElementType.LOCAL_VARIABLE, ElementType.ANNOTATION_TYPE, ElementType.PACKAGE})\n"
        "public @interface NonNull {}\n",
    "androidx.annotation.Nullable": "package androidx.annotation;\nimport java.lang.annotation.*;\n"
        "@Documented @Retention(RetentionPolicy.CLASS) @Target({ElementType.METHOD, ElementType.PARAMETER, "
        "ElementType.FIELD, ElementType.LOCAL_VARIABLE, ElementType.ANNOTATION_TYPE, ElementType.PACKAGE})\n"
        "public @interface Nullable {}\n",
}
BOX = {"int": "Integer", "long": "Long", "boolean": "Boolean", "float": "Float", "double": "Double",
       "char": "Character", "short": "Short", "byte": "Byte"}


def default_value(t):
    if t == "boolean":
        return "false"
    if t in ("int", "long", "short", "byte", "char", "float", "double"):
        return "(%s) 0" % t
    return "null"


class M:
    """One member ready to print."""
    def __init__(self, **kw):
        self.__dict__.update(kw)


def run(conv, args):
    conv.jdk_ctor = {}
    conv.facts_used = set()
    conv._jdk_kinds = jdk_kinds(conv)
    conv.infer_kinds()
    models = build_members(conv)
    fix_overrides(conv, models)
    add_missing_impls(conv, models)
    out = args.out
    n = 0
    for fqn, text in OWN.items():
        write(out, fqn, text)
    for c in conv.c.values():
        if c.outer is None and c.fqn not in OWN:
            write(out, c.fqn, "package %s;\n\n%s" % (c.pkg, render(conv, c, models, 0)))
            n += 1
    for fqn, arity in sorted(conv.placeholders.items()):
        if fqn in conv.c:
            continue
        outer = fqn.rsplit(".", 1)[0]
        if outer in conv.placeholders or outer in conv.c:
            continue  # nested placeholder of a known/placeholder class: emitted inside (rare) -- skip
        pkg, name = fqn.rsplit(".", 1)
        tps = "<" + ", ".join("P%d" % i for i in range(arity)) + ">" if arity else ""
        kind = "interface" if fqn in conv.placeholder_interfaces else "class"
        body = "" if kind == "interface" else "protected %s(%s h) {}" % (name, HIDDEN)
        write(out, fqn, "package %s;\n/** Placeholder: a type from a library outside the converted set. */\n"
                        "public %s %s%s { %s }\n" % (pkg, kind, name, tps, body))
    if args.report:
        with open(args.report, "w") as f:
            f.write("classes %d\nplaceholders %d\nmembers dropped (kotlin.* or unknown types) %d\n" % (
                n, len(conv.placeholders), conv.dropped))
            n_facts = sum(len(v) for m in conv.myfacts.values() for k, v in m.items() if k is not None)
            unused = [(c, k) for c, m in conv.myfacts.items() for k in m if k is not None and (c, k) not in conv.facts_used]
            f.write("facts.txt members %d, not found in the .pyi %d\n" % (n_facts, len(unused)))
            for c, k in unused:
                f.write("  fact for a member the .pyi lacks: %s %s(%s)\n" % (c, k[0], ",".join(k[1])))
            for k, v in sorted(conv.unknown_refs.items()):
                f.write("unknown java type %s (%d)\n" % (k, v))


def write(out, fqn, text):
    pkg, name = fqn.rsplit(".", 1)
    d = os.path.join(out, *pkg.split("."))
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + ".java"), "w", encoding="utf-8") as f:
        f.write(text)


def jdk_kinds(conv):
    """kind of every JDK type the .pyi bases name (reflection, by a one-file Java program)."""
    names = set()
    for c in conv.c.values():
        for b in c.bases:
            b = re.sub(r"\[.*\]$", "", b)
            fq = b if b in conv.jdk else c.pkg + "." + b
            if fq in conv.jdk:
                names.add(fq)
    prog = os.path.join(os.path.dirname(os.path.abspath(__file__)), "JdkKinds.java")
    out = subprocess.run(["java", prog], input="\n".join(sorted(names)), capture_output=True, text=True, check=True)
    kinds = {}
    conv.jdk_methods = defaultdict(list)
    cur = None
    for line in out.stdout.splitlines():
        if line.startswith("M "):
            _, name, ret, ps, abstract, generic = line.split()
            conv.jdk_methods[cur].append((name, ret, tuple() if ps == "-" else tuple(ps.split(",")),
                                          abstract == "true", generic == "true"))
            continue
        n, k, ctor = line.split()
        cur = n
        kinds[n] = k
        conv.jdk_ctor[n] = [] if ctor == "-" else ctor.split(",")
    return kinds


# --------------------------------------------------------------------------------------------------------- members
def type_ok(conv, t, tvars):
    for tok in re.findall(r"[A-Za-z_][\w.]*", t):
        if tok in PRIMS or tok in tvars or tok in JAVA_LANG or tok in ("extends", "super"):
            continue
        if "." not in tok:
            return False
        if not (conv.known(tok) or conv.known(tok.rsplit(".", 1)[0])):
            return False
        if tok.startswith("kotlin."):
            return False
    return True


def build_members(conv):
    models = {}
    conv.placeholder_interfaces = set()
    for c in conv.c.values():
        tvmap = conv.class_tvmap(c)
        ctvars = set(tvmap.values())
        ms = []
        for kind, lst in (("ctor", c.ctors), ("method", c.methods)):
            if c.kind == "enum" and kind == "method":
                lst = [m for m in lst if m["name"] not in ("values", "valueOf")]
            if c.kind in ("enum",) and kind == "ctor":
                continue
            for m in lst:
                mtv = {}
                try:
                    ps = []
                    for p in m["params"]:
                        for tvn in re.findall(r"\b(_\w+__\w+)\b", p):
                            if tvn not in tvmap and (c.pkg, tvn) in conv.tv and not tvn.lstrip("_")[:1].isupper():
                                mtv[tvn] = conv.tv[(c.pkg, tvn)]
                        ps.append(conv.java_type(p, c.pkg, tvmap)[0])
                    if m["varargs"] and ps:
                        ps[-1] = ps[-1] + "[]"
                    ret, rnull = ("void", False) if kind == "ctor" else conv.java_type(m["ret"], c.pkg, tvmap, ret=True)
                    for tvn in re.findall(r"\b(_\w+__\w+)\b", m["ret"]):
                        if tvn not in tvmap and (c.pkg, tvn) in conv.tv and not tvn.lstrip("_")[:1].isupper():
                            mtv[tvn] = conv.tv[(c.pkg, tvn)]
                    tps = [jn for jn, _ in mtv.values()]
                except KeyError:
                    conv.dropped += 1
                    continue
                if kind == "method" and m["name"] == "<init>":
                    continue
                mt = set(j for j, _ in mtv.values())
                name = c.name if kind == "ctor" else m["name"]
                key = (m["name"] if kind == "method" else c.name, tuple(erase(p, ctvars | mt) for p in ps))
                mm = M(kind=kind, name=name, params=ps, pnull=[None] * len(ps), ret=ret,
                       rnull=None, tparams="<%s>" % ", ".join(tps) if tps else "",
                       static=m["static"], abstract=(c.kind == "interface" and not m["static"]),
                       final=False, default=False, vis="public", deprecated=False, throws="", fact=False,
                       key=key, varargs=m["varargs"])
                mine = conv.myfacts.get(c.fqn, {}).get(key)
                if mine:
                    apply_mine(mm, mine)
                    conv.facts_used.add((c.fqn, key))
                ms.append(mm)
        fields = []
        for name, t, static in c.fields:
            try:
                jt, nl = conv.java_type(t, c.pkg, tvmap)
            except KeyError:
                conv.dropped += 1
                continue
            fields.append(M(name=name, type=jt, static=static, final=static, value=None, vis="public",
                            deprecated=False, null=None, enum=(c.kind == "enum" and jt == c.fqn and static)))
        models[c.fqn] = (ms, fields)
        for b in c.interfaces:
            if b in conv.placeholders:
                conv.placeholder_interfaces.add(b)
    return models


def apply_mine(mm, facts, inherited_only=False):
    """facts.txt's facts of one member (see convert.read_facts)."""
    from convert import INHERITED
    mm.mine = [x for x in facts if not inherited_only or x[0] in INHERITED]
    for kind, arg in mm.mine:
        if kind == "generic":
            k = arg.rindex(">") + 1
            mm.tparams, mm.ret = arg[:k], arg[k:].strip()
        elif kind == "returns":
            mm.ret = arg
        elif kind == "params":
            mm.params = split_top(arg)
        elif kind in ("nonnull-return", "nullable-return"):
            mm.rnull = "NonNull" if kind.startswith("nonnull") else "Nullable"
        elif kind in ("nonnull-param", "nullable-param"):
            mm.pnull[int(arg)] = "NonNull" if kind.startswith("nonnull") else "Nullable"
        elif kind == "default":
            mm.default, mm.abstract = True, False
        elif kind == "deprecated":
            mm.deprecated = True
        elif kind == "protected":
            mm.vis = "protected"
        elif kind == "final":
            mm.final = True
        elif kind == "abstract":
            mm.abstract = True


# ------------------------------------------------------------------------------------------------------- hierarchy
def supertypes(conv, c):
    out = []
    if c.fact:
        sup = [strip_args(x) for x in c.fact.extends] if c.kind != "interface" else []
        ifs = [strip_args(x) for x in (c.fact.implements if c.kind != "interface" else c.fact.extends)]
        return [x for x in sup + ifs if x in conv.c]
    if c.superclass:
        out.append(c.superclass)
    out += c.interfaces
    return [x for x in out if x in conv.c]


def strip_args(t):
    return re.sub(r"<.*>", "", t).strip()


def all_supers(conv, c, seen=None):
    seen = seen if seen is not None else []
    for s in supertypes(conv, conv.c[c.fqn]):
        if s not in seen:
            seen.append(s)
            all_supers(conv, conv.c[s], seen)
    return seen


def key_match(a, b):
    if a[0] != b[0] or len(a[1]) != len(b[1]):
        return False
    return all(x == y or x == "*" or y == "*" or x.startswith("*") or y.startswith("*") for x, y in zip(a[1], b[1]))


def fix_overrides(conv, models):
    """A method without facts takes the signature of the nearest overridden method that has them (the libraries'
    overrides keep their supertypes' generics, nullability and long/double returns)."""
    for _ in range(3):
        for c in conv.c.values():
            ms, _ = models[c.fqn]
            sups = all_supers(conv, c)
            for mm in ms:
                if mm.kind != "method" or mm.static or getattr(mm, "mine", None):
                    continue
                for s in sups:
                    hit = [x for x in models[s][0] if x.kind == "method" and not x.static and key_match(x.key, mm.key)
                           and getattr(x, "mine", None)]
                    if hit:
                        apply_mine(mm, hit[0].mine, inherited_only=True)
                        break
            for mm in ms:
                if mm.kind != "method" or mm.fact or mm.static:
                    continue
                for s in sups:
                    hit = [x for x in models[s][0] if x.kind == "method" and not x.static and key_match(x.key, mm.key)
                           and (x.fact or getattr(x, "inherited", False))]
                    if hit:
                        x = hit[0]
                        if getattr(x, "exact", False) and not conv.c[s].tparams and not c.tparams:
                            mm.tparams, mm.params, mm.ret = x.tparams, list(x.params), x.ret
                        elif x.ret in PRIMS and mm.ret in ("int", "float"):
                            mm.ret = x.ret
                        mm.pnull, mm.rnull = list(x.pnull), x.rnull
                        mm.inherited = True
                        break


def jdk_supers(conv, c, seen=None):
    seen = seen if seen is not None else []
    for b in ([c.superclass] if c.superclass else []) + list(c.interfaces):
        if b in conv.jdk_methods and b not in seen:
            seen.append(b)
        elif b in conv.c:
            jdk_supers(conv, conv.c[b], seen)
    return seen


def fix_jdk_overrides(conv, models):
    for c in conv.c.values():
        js = jdk_supers(conv, c)
        if not js:
            continue
        ms, _ = models[c.fqn]
        for mm in ms:
            if mm.kind != "method" or mm.static:
                continue
            for j in js:
                for name, ret, ps, abstract, generic in conv.jdk_methods[j]:
                    if name == mm.name and len(ps) == len(mm.params) and ret in PRIMS and \
                            mm.ret in PRIMS | {"java.lang.String"}:
                        mm.ret = ret


def add_missing_impls(conv, models):
    fix_jdk_overrides(conv, models)
    """A concrete class implements every abstract method it inherits (the real one does, perhaps in a hidden class)."""
    for c in conv.c.values():
        if c.kind != "class" or (c.fact and "abstract" in c.fact.mods):
            continue
        ms, _ = models[c.fqn]
        have = [x.key for x in ms if x.kind == "method" and not x.abstract]
        chain = []
        k = c
        while k is not None:
            sc = supertypes(conv, k)
            sup = [s for s in sc if conv.c[s].kind == "class"]
            k = conv.c[sup[0]] if sup else None
            if k:
                chain.append(k)
                have += [x.key for x in models[k.fqn][0] if x.kind == "method" and not x.abstract]
        needed = []
        for s in all_supers(conv, c):
            for x in models[s][0]:
                if x.kind == "method" and x.abstract and not x.static:
                    if not any(key_match(h, x.key) for h in have) and not any(key_match(n.key, x.key) for n in needed):
                        needed.append(x)
        have_all = [x for x in ms if x.kind == "method"]
        k = c
        for k2 in chain:
            have_all += [x for x in models[k2.fqn][0] if x.kind == "method" and not x.abstract]
        for j in jdk_supers(conv, c):
            for name, ret, ps, abstract, generic in conv.jdk_methods[j]:
                if not abstract:
                    continue
                if any(x.name == name and len(x.params) == len(ps) for x in have_all):
                    continue
                if generic:
                    c.force_abstract = True
                    continue
                if any(x.name == name and len(x.params) == len(ps) for x in needed):
                    continue
                mm = M(kind="method", name=name, params=list(ps), pnull=[None] * len(ps), ret=ret, rnull=None,
                       tparams="", static=False, abstract=False, final=False, default=False, vis="public",
                       deprecated=False, throws="", fact=False, key=(name, ps), varargs=False)
                needed.append(mm)
                have_all.append(mm)
        for x in needed:
            if any(t == "*" or t.startswith("*") for t in x.key[1]) or x.tparams:
                # generic in a supertype: leave the class abstract rather than guess the binding
                c.force_abstract = True
                continue
            ms.append(M(**dict(x.__dict__, abstract=False, default=False, deprecated=False, final=False)))


# ---------------------------------------------------------------------------------------------------------- render
def has_jdk_super(conv, c, depth=0):
    if depth > 20:
        return False
    bs = ([c.superclass] if c.superclass else []) + list(c.interfaces)
    for b in bs:
        if b in conv.jdk and b != "java.lang.Object":
            return True
        if b in conv.c and has_jdk_super(conv, conv.c[b], depth + 1):
            return True
    return False


def render(conv, c, models, depth):
    c.jdk_generic_super = has_jdk_super(conv, c)
    ind = "    " * depth
    ms, fields = models[c.fqn]
    f = c.fact
    out = []
    nested = depth > 0
    if f:
        mods = [m for m in f.mods if m in ("public", "protected", "abstract", "final", "static")]
        if c.kind in ("interface", "enum", "annotation"):
            mods = [m for m in mods if m not in ("abstract", "final")]
        if not nested:
            mods = [m for m in mods if m != "static"]
        elif c.kind == "class" and "static" not in mods:
            mods.append("static")
        if getattr(c, "force_abstract", False) and "abstract" not in mods and c.kind == "class":
            mods.append("abstract")
        kw = {"annotation": "@interface"}.get(c.kind, c.kind)
        head = " ".join(mods + [kw, c.name]) + (f.tparams or "")
        ext = [x for x in f.extends if type_ok(conv, x, f.tvars)]
        imp = [x for x in f.implements if type_ok(conv, x, f.tvars)]
        if c.kind == "interface":
            if ext:
                head += " extends " + ", ".join(ext)
        elif c.kind == "class":
            ext = [x for x in ext if strip_args(x) != "java.lang.Object" and strip_args(x) != "Object"]
            if ext:
                head += " extends " + ext[0]
            if imp:
                head += " implements " + ", ".join(imp)
        elif c.kind == "enum" and imp:
            head += " implements " + ", ".join(imp)
        superclass = strip_args(ext[0]) if (c.kind == "class" and ext) else None
        if f.deprecated:
            head = "@Deprecated " + head
    else:
        mods = ["public"]
        cf = [k for k, _ in conv.myfacts.get(c.fqn, {}).get(None, [])]
        # A member class (an inner class, such as Resources.Theme) is not static; the .pyi cannot tell it.
        if nested and c.kind == "class" and "member" not in cf:
            mods.append("static")
        if (getattr(c, "force_abstract", False) or "abstract" in cf) and c.kind == "class":
            mods.append("abstract")
        elif "final" in cf and c.kind == "class":
            mods.append("final")
        kw = {"annotation": "@interface"}.get(c.kind, c.kind)
        head = " ".join(mods + [kw, c.name])
        if c.tparams and c.kind in ("class", "interface"):
            # A class fact `bound T TYPE` gives a type parameter the bound the .pyi lost.
            bounds = dict(a.split(" ", 1) for k, a in conv.myfacts.get(c.fqn, {}).get(None, []) if k == "bound")
            head += "<" + ", ".join(jn + (" extends " + bounds[jn] if jn in bounds else bound_str(conv, c, b))
                                    for _, jn, b in c.tparams) + ">"
        supers = [conv.base_args.get((c.fqn, s), s) for s in ([c.superclass] if c.superclass else [])]
        ifs = [conv.base_args.get((c.fqn, s), s) for s in c.interfaces]
        if c.kind == "interface":
            if ifs:
                head += " extends " + ", ".join(ifs)
        elif c.kind == "class":
            if supers:
                head += " extends " + supers[0]
            if ifs:
                head += " implements " + ", ".join(ifs)
        elif c.kind == "enum" and ifs:
            head += " implements " + ", ".join(ifs)
        superclass = c.superclass
    class_mods = list(mods)
    out.append(ind + head + " {")
    i2 = ind + "    "
    if c.kind == "enum":
        consts = [x.name for x in fields if x.enum]
        out.append(i2 + ", ".join(consts) + ";")
    for fl in fields:
        if fl.enum:
            continue
        if c.kind == "annotation":
            continue
        ann = ("@Deprecated " if fl.deprecated else "") + ({"NonNull": NN, "Nullable": NL}.get(fl.null) or "")
        if c.kind == "interface":
            val = fl.value if fl.value is not None else nonconst(fl.type)
            out.append(i2 + "%s%s %s = %s;" % (ann, fl.type, fl.name, val))
            continue
        mods = [fl.vis] + (["static"] if fl.static else []) + (["final"] if fl.final else [])
        if fl.final and fl.value is None:
            val = " = " + nonconst(fl.type)
        elif fl.value is not None:
            val = " = " + fl.value
        else:
            val = ""
        out.append(i2 + "%s%s %s %s%s;" % (ann, " ".join(mods), fl.type, fl.name, val))
    if c.kind == "class":
        final = (f is not None and "final" in f.mods) or "final" in class_mods
        sup_call = super_call(conv, superclass, "h")
        out.append(i2 + "%s %s(%s h) { %s }" % ("private" if final else "protected", c.name, HIDDEN, sup_call))
    seen = set()
    for mm in ms:
        sig = (mm.kind, mm.name, tuple(re.sub(r"<.*?>", "", p) for p in mm.params))
        if sig in seen:
            continue
        seen.add(sig)
        if c.kind == "annotation":
            if mm.kind == "method" and not mm.static:
                out.append(i2 + "%s %s();" % (mm.ret, mm.name))
            continue
        if mm.kind == "ctor" and c.kind != "class":
            continue
        out.append(i2 + render_member(conv, c, mm, superclass))
    for n in c.nested:
        out.append(render(conv, n, models, depth + 1))
    out.append(ind + "}")
    return "\n".join(out) + "\n"


def super_call(conv, superclass, arg):
    if not superclass:
        return ""
    if superclass in conv.c or superclass in conv.placeholders:
        return "super(%s);" % arg
    ps = conv.jdk_ctor.get(superclass, [])
    return "super(%s);" % ", ".join("(%s) %s" % (p, "false" if p == "boolean" else "0" if p in PRIMS else "null") for p in ps)


def bound_str(conv, c, bound):
    """A class type parameter's bound, erased (`B extends BaseTransientBottomBar`): what the members' signatures
    erase to, which the apps and the stand-in comparison read; a self-referential bound's arguments are left out."""
    if not bound:
        return ""
    try:
        return " extends " + conv.java_type(bound, c.pkg, {})[0].split("<")[0]
    except KeyError:
        return ""


def nonconst(t):
    if t in PRIMS:
        return "(%s) tandemstub.Hidden.i()" % t if t != "boolean" else "tandemstub.Hidden.i() != 0"
    return "null"


def render_member(conv, c, mm, superclass):
    ann = "@Deprecated " if mm.deprecated else ""
    params = []
    for i, (t, n) in enumerate(zip(mm.params, mm.pnull)):
        a = {"NonNull": NN, "Nullable": NL}.get(n, "") if t not in PRIMS else ""
        if i == len(mm.params) - 1 and mm.varargs and t.endswith("[]") and not mm.fact:
            t = t[:-2] + "..."
        if getattr(c, "jdk_generic_super", False) and not mm.fact and t.startswith("java.") and "<" in t:
            t = re.sub(r"<.*>", "", t)   # the .pyi drops wildcards: raw, so an override of a JDK method stays one
        params.append("%s%s p%d" % (a, t, i))
    throws = (" throws " + mm.throws) if mm.throws else ""
    if mm.kind == "ctor":
        sup = super_call(conv, superclass, "(%s) null" % HIDDEN) + " "
        return "%s%s %s(%s)%s { %sthrow new RuntimeException(\"Stub!\"); }" % (ann, mm.vis, c.name, ", ".join(params), throws, sup)
    rann = {"NonNull": NN, "Nullable": NL}.get(mm.rnull, "") if mm.ret not in PRIMS else ""
    mods = []
    if c.kind == "interface":
        if mm.static:
            mods.append("static")
        elif mm.default:
            mods.append("default")
        vis = "public"
    else:
        vis = mm.vis
        if mm.static:
            mods.append("static")
        if mm.abstract:
            mods.append("abstract")
        if mm.final:
            mods.append("final")
    body = ";" if (mm.abstract and not mm.static and not mm.default) else " " + STUB
    tp = (mm.tparams + " ") if mm.tparams else ""
    return "%s%s%s %s%s%s %s(%s)%s%s" % (ann, rann, vis, (" ".join(mods) + " ") if mods else "", tp, mm.ret,
                                          mm.name, ", ".join(params), throws, body)

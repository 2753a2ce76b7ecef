#!/usr/bin/env python3
"""Turns the chaquopy-stubs .pyi files (generated from the real android.jar and the AndroidX/Material jars) into Java
source stubs, one file per top-level class, package per folder; method bodies throw RuntimeException("Stub!") as
android.jar's do.

The .pyi files carry every public (and protected, read as public) class and member with parameter and return types and
class generics, but no modifiers (interface/abstract/final, default methods), no constant values, no nullability of
parameters, no deprecation; `int`/`float` returns stand for int or long, float or double; a method type parameter used
once is dropped. The .pyi's nullability is not kept (a member is a platform type). What the generated apps, the
stand-ins and the misuse checks rely on is recovered as facts (scripts/android-api/facts.txt, read by read_facts, each
group naming the library's API signature file it was read from): a method's type parameters, long/double returns,
wildcard parameters, nullability, default methods, deprecation, protected and final members, final/abstract classes.
A fact on a method carries to the overrides in subclasses that have none of their own.

Stdlib only. Usage: convert.py --site DIR [--site DIR...] --facts FILE --out SRC_DIR [--classes DIR] [--report FILE]
"""
import argparse
import keyword
import os
import re
import subprocess
import sys
from collections import defaultdict

PRIMS = {"int", "long", "short", "byte", "char", "float", "double", "boolean", "void"}
JPRIM = {"java.jint": "int", "java.jlong": "long", "java.jshort": "short", "java.jbyte": "byte",
         "java.jchar": "char", "java.jfloat": "float", "java.jdouble": "double", "java.jboolean": "boolean"}
HIDDEN = "tandemstub.Hidden"      # marker type of the constructor every stub class chains to
SKIP_ROOTS = ("java.",)            # answered by the JDK
DROP_ROOTS = ("kotlin.",)          # members using kotlin.* types are left out (the Kotlin stdlib has them)


# ---------------------------------------------------------------------------------------------------------- the model
class JClass:
    def __init__(self, fqn, pkg, outer):
        self.fqn, self.pkg, self.outer = fqn, pkg, outer
        self.name = fqn.rsplit(".", 1)[1]
        self.bases = []          # python type strings
        self.tparams = []        # [(pyname, javaname, bound-py)]
        self.fields = []         # (name, pytype, static)
        self.methods = []        # dict(name, params=[pytype], varargs, ret, static, tvars)
        self.ctors = []
        self.nested = []
        self.kind = None         # class | interface | enum | annotation
        self.superclass = None   # java fqn or None
        self.interfaces = []
        self.placeholder = False
        self.fact = None
        self.visibility = "public"


def read_pyi(sites, jdk_pkgs=()):
    """Every package's .pyi files: one folder per installed stubs package (several write the same androidx/<group>/
    __init__.pyi, which one shared site-packages would keep only the last of)."""
    classes, typevars = {}, {}
    for site in sites:
        read_site(site, jdk_pkgs, classes, typevars)
    return classes, typevars


def read_site(site, jdk_pkgs, classes, typevars):
    for root_dir in sorted(os.listdir(site)):
        if not root_dir.endswith("-stubs"):
            continue
        root = root_dir[:-len("-stubs")]
        for dirpath, _, files in os.walk(os.path.join(site, root_dir)):
            for f in files:
                if f != "__init__.pyi":
                    continue
                rel = os.path.relpath(dirpath, os.path.join(site, root_dir))
                pkg = root if rel == "." else root + "." + rel.replace(os.sep, ".")
                if pkg.startswith(SKIP_ROOTS) or pkg == "java" or pkg in jdk_pkgs:
                    continue
                parse_file(os.path.join(dirpath, f), pkg, classes, typevars)


TV_RE = re.compile(r"^\s*(_\w+) = typing\.TypeVar\('(\w+)'(?:, bound=(.*?))?\)\s*# <(\w+)>")
CLASS_RE = re.compile(r"^(\s*)class (\w+)(?:\((.*)\))?:")
DEF_RE = re.compile(r"^\s*def (\w+)\((.*)\) -> (.*): \.\.\.\s*$")
FIELD_RE = re.compile(r"^\s*(\w+): (.*?) = \.\.\.\s*$")


def parse_file(path, pkg, classes, typevars):
    stack = []   # (indent, JClass)
    lines = open(path, encoding="utf-8").read().split("\n")
    i, static = 0, False
    while i < len(lines):
        line = lines[i]
        # join multi-line defs
        if re.match(r"^\s*def \w+\($", line) or (line.strip().startswith("def ") and line.count("(") > line.count(")")):
            j = i
            while lines[j].count("(") + sum(l.count("(") for l in lines[i:j]) > sum(l.count(")") for l in lines[i:j + 1]):
                j += 1
            line = " ".join(l.strip() for l in lines[i:j + 1])
            line = " " * (len(lines[i]) - len(lines[i].lstrip())) + line.replace("( ", "(").replace(", )", ")")
            i = j
        i += 1
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        m = TV_RE.match(line)
        if m:
            typevars[(pkg, m.group(1))] = (m.group(4), m.group(3))
            continue
        while stack and stack[-1][0] >= indent:
            stack.pop()
        m = CLASS_RE.match(line)
        if m:
            outer = stack[-1][1] if stack else None
            fqn = (outer.fqn if outer else pkg) + "." + m.group(2)
            if fqn in classes:   # the same class in two packages' stubs (a shared dependency): the first wins
                stack.append((indent, JClass(fqn, pkg, None)))
                continue
            c = JClass(fqn, pkg, outer)
            c.bases = split_top(m.group(3) or "")
            classes[fqn] = c
            if outer:
                outer.nested.append(c)
            stack.append((indent, c))
            continue
        if not stack:
            continue
        c = stack[-1][1]
        s = line.strip()
        if s == "@staticmethod":
            static = True
            continue
        if s.startswith("@"):
            continue
        m = DEF_RE.match(line)
        if m:
            name, args, ret = m.group(1), m.group(2), m.group(3)
            params, varargs = [], False
            for a in split_top(args):
                a = a.strip()
                if a in ("self", "/", ""):
                    continue
                star = a.startswith("*")
                a = a.lstrip("*")
                if ":" not in a:
                    continue
                t = a.split(":", 1)[1].strip()
                params.append(t)
                varargs = varargs or star
            if name.endswith("_") and keyword.iskeyword(name[:-1]):
                name = name[:-1]
            entry = dict(name=name, params=params, varargs=varargs, ret=ret, static=static)
            (c.ctors if name == "__init__" else c.methods).append(entry)
            static = False
            continue
        m = FIELD_RE.match(line)
        if m:
            t = m.group(2)
            st = t.startswith("typing.ClassVar[")
            if st:
                t = t[len("typing.ClassVar["):-1]
            c.fields.append((m.group(1), t, st))
        static = False


def split_top(s, sep=","):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "[(<":
            depth += 1
        elif ch in "])>":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


# ------------------------------------------------------------------------------------------------------ the JDK's
def jdk_classes():
    home = os.environ.get("JAVA_HOME") or os.path.dirname(os.path.dirname(os.path.realpath(
        subprocess.check_output(["which", "javac"], text=True).strip())))
    out = subprocess.check_output([os.path.join(home, "bin", "jimage"), "list", os.path.join(home, "lib", "modules")],
                                  text=True)
    names = set()
    for line in out.splitlines():
        line = line.strip()
        if line.endswith(".class") and "module-info" not in line:
            names.add(line[:-6].replace("/", ".").replace("$", "."))
    return names


# -------------------------------------------------------------------------------------------------------- facts
FACT_KINDS = {"generic", "returns", "params", "nonnull-return", "nullable-return", "nonnull-param", "nullable-param",
              "default", "deprecated", "protected", "final", "abstract", "interface", "class", "annotation", "member",
              "bound"}
INHERITED = {"generic", "returns", "params", "nonnull-return", "nullable-return", "nonnull-param", "nullable-param"}


def read_facts(path):
    """facts.txt: `CLASS MEMBER FACT [ARGUMENT]`, one a line; MEMBER is name(type,type) with erased Java types (a
    class's type variable may be written as itself), or `-` for the class. Returns {class: {member-key|None: [(fact,
    argument)]}}."""
    facts = defaultdict(lambda: defaultdict(list))
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.split(" #", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        m = re.match(r"^([\w.$]+) (-|[\w<>]+\([^)]*\)) ([\w-]+)(?: (.*))?$", line)
        if not m or m.group(3) not in FACT_KINDS:
            raise SystemExit("%s:%d: not a fact: %s" % (path, n, line))
        cls, member, kind, arg = m.groups()
        key = None if member == "-" else fact_key(member)
        facts[cls][key].append((kind, (arg or "").strip()))
    return facts


def fact_key(member):
    name, ps = member[:-1].split("(", 1)
    return (name, tuple(norm_param(p) for p in split_top(ps)))


def norm_param(t):
    t = re.sub(r"<.*>", "", t.strip()).replace("...", "[]")
    base = t.rstrip("[]")
    if re.match(r"^[A-Z]\w*$", base) and base not in JAVA_LANG:
        return "*" + t[len(base):]          # a type variable
    return erase(t, set())


JAVA_LANG = {"String", "Object", "CharSequence", "Integer", "Long", "Boolean", "Class", "Runnable", "Throwable",
             "Exception", "RuntimeException", "Iterable", "Comparable", "Void", "Float", "Double", "Character",
             "Short", "Byte", "Number", "Enum", "Cloneable", "AutoCloneable", "Thread", "Error", "StringBuilder",
             "ClassLoader", "Appendable", "Readable", "Deprecated", "Override", "IllegalStateException",
             "IllegalArgumentException", "UnsupportedOperationException", "InterruptedException", "Process",
             "SecurityException", "NullPointerException", "Math", "System", "ThreadLocal", "CloneNotSupportedException",
             "IndexOutOfBoundsException", "AutoCloseable", "StackTraceElement", "Record"}


def erase(t, tvars):
    t = re.sub(r"<.*>", "", t.strip()).replace("?", "").replace("!", "").strip()
    arr = ""
    while t.endswith("[]"):
        arr += "[]"
        t = t[:-2].strip()
    if t.endswith("..."):
        arr += "[]"
        t = t[:-3]
    if t in tvars:
        t = "*"
    elif t in JAVA_LANG:
        t = "java.lang." + t
    return t + arr


# ------------------------------------------------------------------------------------------------------ conversion
class Converter:
    def __init__(self, classes, typevars, jdk, facts, coverage):
        self.c, self.tv, self.jdk, self.facts, self.coverage = classes, typevars, jdk, facts, coverage
        self.placeholders = {}
        self.dropped = 0
        self.unknown_refs = defaultdict(int)

    # ----- types
    def known(self, fqn):
        return fqn in self.c or fqn in self.jdk or fqn in self.placeholders

    def java_type(self, py, pkg, tvmap, ret=False, arity=None):
        """python type string -> (java type, nullable?) ; raises KeyError when the member must be dropped"""
        py = py.strip()
        alts = split_top(py, "|")
        nullable = "None" in alts
        alts = [a for a in alts if a != "None"]
        for a in alts:
            if a in JPRIM:
                return JPRIM[a], False
        if len(alts) > 1:
            javas = [a for a in alts if a not in ("int", "bool", "float", "str")]
            if javas:
                alts = javas[:1]
            elif "str" in alts:
                alts = ["str"]
        a = alts[0] if alts else "None"
        if a == "None":
            return "void", False
        simple = {"int": "int", "bool": "boolean", "float": "float", "str": "java.lang.String"}
        if a in simple:
            return simple[a], nullable
        return self.ref_type(a, pkg, tvmap), nullable

    def ref_type(self, a, pkg, tvmap):
        m = re.match(r"^([\w.]+)(?:\[(.*)\])?$", a)
        if not m:
            raise KeyError(a)
        name, args = m.group(1), m.group(2)
        if name.startswith("java.chaquopy.JavaArrayJ"):
            return name[len("java.chaquopy.JavaArrayJ"):].lower() + "[]"
        if name == "java.jvoid":
            return "java.lang.Void"
        if name == "java.chaquopy.JavaArray":
            inner = args.strip()
            if inner in JPRIM:
                return JPRIM[inner] + "[]"
            return self.java_type(inner, pkg, tvmap)[0] + "[]"
        if name == "typing.Type":
            if not args:
                return "java.lang.Class<?>"
            return "java.lang.Class<" + self.targ(args, pkg, tvmap) + ">"
        if name in ("typing.Any", "java.chaquopy.JavaObject"):
            return "java.lang.Object"
        if name in tvmap:
            return tvmap[name]
        if (pkg, name) in self.tv:
            if name.lstrip("_")[:1].isupper():
                return "java.lang.Object"   # another class's type variable (an inherited member)
            return self.tv[(pkg, name)][0]   # a method type variable (declared by the caller)
        fqn = self.resolve(name, pkg)
        if fqn is None:
            raise KeyError(name)
        if args:
            targs = [self.targ(x, pkg, tvmap) for x in split_top(args)]
            self.note_arity(fqn, len(targs))
            return fqn + "<" + ", ".join(targs) + ">"
        return fqn

    def targ(self, a, pkg, tvmap):
        t, _ = self.java_type(a, pkg, tvmap)
        return {"int": "java.lang.Integer", "boolean": "java.lang.Boolean", "float": "java.lang.Float",
                "long": "java.lang.Long", "double": "java.lang.Double", "char": "java.lang.Character",
                "short": "java.lang.Short", "byte": "java.lang.Byte"}.get(t, t)

    def resolve(self, name, pkg):
        if "." not in name:
            cand = pkg + "." + name
        else:
            cand = name
            if name.split(".")[0][0].isupper():
                cand = pkg + "." + name
        if cand.startswith(DROP_ROOTS):
            return None
        if cand in self.c or cand in self.jdk:
            return cand
        outer = cand.rsplit(".", 1)[0]
        if outer in self.c or outer.rsplit(".", 1)[-1][:1].isupper():
            return None   # a nested type the .pyi does not list (not public): members using it are left out
        if cand.startswith("java."):
            self.unknown_refs[cand] += 1
            return None
        # unknown library type: a placeholder
        self.placeholders.setdefault(cand, 0)
        return cand

    def note_arity(self, fqn, n):
        if fqn in self.placeholders:
            self.placeholders[fqn] = max(self.placeholders[fqn], n)

    # ----- kinds
    def infer_kinds(self):
        for c in self.c.values():
            for k, _ in self.myfacts.get(c.fqn, {}).get(None, []):
                if k in ("interface", "class", "annotation"):
                    c.kind = k
        for c in self.c.values():
            f = self.facts.get(c.fqn)
            if f:
                c.fact = f
                c.kind = f.kind
        changed = True
        base_fqns = {}
        for c in self.c.values():
            bs = []
            for b in c.bases:
                bn = re.sub(r"\[.*\]$", "", b)
                if bn == "typing.Generic":
                    continue
                fq = self.resolve(bn, c.pkg)
                if fq:
                    bs.append(fq)
            base_fqns[c.fqn] = bs
        def kind_of(fq):
            if fq in self.c:
                return self.c[fq].kind
            if fq in self.jdk:
                return self.jdk_kind(fq)
            return None
        for c in self.c.values():
            if c.kind:
                continue
            bs = base_fqns[c.fqn]
            if "java.lang.Enum" in bs:
                c.kind = "enum"
            elif "java.lang.annotation.Annotation" in bs:
                c.kind = "annotation"
            elif c.ctors or any(not st for _, _, st in c.fields):
                c.kind = "class"
        while changed:
            changed = False
            for c in self.c.values():
                bs = base_fqns[c.fqn]
                kinds = [kind_of(b) for b in bs]
                if c.kind is None and any(k in ("class", "enum") and b != "java.lang.Object" for b, k in zip(bs, kinds)):
                    c.kind, changed = "class", True
                if c.kind == "class":
                    cls_bases = [b for b, k in zip(bs, kinds) if k == "class"]
                    for b, k in zip(bs, kinds):
                        if k is None and b in self.c and (cls_bases or len(bs) > 1) and b != "java.lang.Object":
                            self.c[b].kind, changed = "interface", True
                if c.kind == "interface":
                    for b, k in zip(bs, kinds):
                        if k is None and b in self.c and b != "java.lang.Object":
                            self.c[b].kind, changed = "interface", True
        self._fallback_kinds()
        for _ in range(5):
          for c in self.c.values():   # a fallback "interface" whose base is a class is a class
            if not c.fact and c.kind == "interface" and any(
                    kind_of(b) in ("class", "enum") and b != "java.lang.Object" for b in base_fqns[c.fqn]):
                c.kind = "class"
        self._finish_kinds(base_fqns, kind_of)

    def _fallback_kinds(self):
        for c in self.c.values():
            if c.kind is None:
                methods = c.methods
                if all(not m["static"] for m in methods) and not any(st for _, _, st in c.fields if False):
                    c.kind = "interface"
                else:
                    c.kind = "class"

    def _finish_kinds(self, base_fqns, kind_of):
        for c in self.c.values():
            bs = base_fqns[c.fqn]
            if c.fact:
                continue
            if c.kind == "interface":
                c.interfaces = [b for b in bs if b != "java.lang.Object"]
            elif c.kind in ("enum", "annotation"):
                c.interfaces = [b for b in bs if b not in ("java.lang.Enum", "java.lang.annotation.Annotation", "java.lang.Object")]
            else:
                sup = [b for b in bs if kind_of(b) == "class" and b != "java.lang.Object"]
                c.superclass = sup[0] if sup else None
                c.interfaces = [b for b in bs if b not in sup and b != "java.lang.Object"]
        self.base_args = {}
        for c in self.c.values():
            tvmap = self.class_tvmap(c)
            for b in c.bases:
                if "[" in b and not b.startswith("typing.Generic"):
                    bn = b[:b.index("[")]
                    fq = self.resolve(bn, c.pkg)
                    try:
                        self.base_args[(c.fqn, fq)] = self.ref_type(b, c.pkg, tvmap)
                    except KeyError:
                        pass
            for b in c.bases:
                if b.startswith("typing.Generic["):
                    for x in split_top(b[len("typing.Generic["):-1]):
                        jn, bound = self.tv.get((c.pkg, x), (x, None))
                        c.tparams.append((x, jn, bound))

    def jdk_kind(self, fq):
        if fq in ("java.lang.Object", "java.lang.Enum", "java.lang.Throwable", "java.lang.Exception",
                  "java.lang.RuntimeException", "java.lang.Error") or fq.endswith(("Exception", "Error")):
            return "class"
        return self._jdk_kinds.get(fq, "class")

    def class_tvmap(self, c):
        m = {}
        k = c
        while k:
            for b in k.bases:
                if b.startswith("typing.Generic["):
                    for x in split_top(b[len("typing.Generic["):-1]):
                        m[x] = self.tv.get((k.pkg, x), (x, None))[0]
            k = k.outer if c.kind != "interface" else None
        return m


def compile_with_repairs(src, classes, cp, report, rounds=6):
    """javac the stubs; a member javac refuses (a corner of the .pyi the converter reads wrong) is left out, a class
    missing an inherited abstract method is made abstract; every repair is listed in the report."""
    import shutil
    files = []
    for d, _, fs in os.walk(src):
        files += [os.path.join(d, f) for f in fs if f.endswith(".java")]
    repairs = []
    for r in range(rounds):
        shutil.rmtree(classes, ignore_errors=True)
        os.makedirs(classes)
        argfile = os.path.join(os.path.dirname(classes.rstrip("/")), "javac-files.txt")
        with open(argfile, "w") as f:
            f.write("\n".join(files))
        cmd = ["javac", "-nowarn", "-Xmaxerrs", "100000", "-encoding", "UTF-8", "--release", "17", "-d", classes]
        if cp:
            cmd += ["-cp", cp]
        res = subprocess.run(cmd + ["@" + argfile], capture_output=True, text=True)
        if res.returncode == 0:
            break
        errs = re.findall(r"^(/.*?\.java):(\d+): error: (.*)$", res.stderr, re.M)
        if not errs:
            sys.stderr.write(res.stderr)
            raise SystemExit("javac failed")
        by_file = defaultdict(dict)
        for path, line, msg in errs:
            by_file[path][int(line)] = msg
        for path, lines in by_file.items():
            text = open(path, encoding="utf-8").read().split("\n")
            for ln, msg in sorted(lines.items(), reverse=True):
                l = text[ln - 1]
                if re.match(r"^\s*(public |protected |private )?(static )?(final )?(abstract )?(class|interface|enum) ", l):
                    if "is not abstract" in msg and " abstract " not in l and " class " in l:
                        text[ln - 1] = l.replace(" class ", " abstract class ", 1)
                        repairs.append("%s: made abstract (%s)" % (os.path.relpath(path, src), msg))
                    else:
                        text[ln - 1] = re.sub(r"(extends [\w.]+)<.*?>( implements| \{)", r"\1\2", l)
                        repairs.append("%s: raw superclass (%s)" % (os.path.relpath(path, src), msg))
                    continue
                if l.strip().endswith(("}", ";")) and "(" in l:
                    repairs.append("%s:%d left out: %s (%s)" % (os.path.relpath(path, src), ln, l.strip()[:160], msg))
                    text[ln - 1] = ""
                else:
                    repairs.append("%s:%d left out: %s (%s)" % (os.path.relpath(path, src), ln, l.strip()[:160], msg))
                    text[ln - 1] = ""
            open(path, "w", encoding="utf-8").write("\n".join(text))
    else:
        sys.stderr.write(res.stderr[-5000:])
        raise SystemExit("javac still fails after %d rounds of repairs" % rounds)
    with open(report, "a") as f:
        f.write("javac repairs %d\n" % len(repairs))
        for r in repairs:
            f.write("  " + r + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True, action="append", help="a folder holding one stubs package (repeatable)")
    ap.add_argument("--facts", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--report")
    ap.add_argument("--classes", help="compile into this folder (repairing what javac refuses)")
    args = ap.parse_args()
    jdk = jdk_classes()
    classes, typevars = read_pyi(args.site, {n.rsplit(".", 1)[0] for n in jdk})
    conv = Converter(classes, typevars, jdk, {}, set())
    conv.myfacts = read_facts(args.facts)
    import emit
    emit.run(conv, args)
    if args.classes:
        compile_with_repairs(args.out, args.classes, None, args.report or os.devnull)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()

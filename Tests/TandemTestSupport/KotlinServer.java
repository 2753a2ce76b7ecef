// The Kotlin 2 compiler kept warm for a test run: one JVM, many compilations (K2JVMCompiler's exec, as the Kotlin
// daemon calls it). Each request is one line of tab-separated compiler arguments on stdin; each answer is a header
// line "<exit code> <byte count>" followed by that many bytes of the compiler's messages. EOF on stdin ends it.
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;

public final class KotlinServer {
    public static void main(String[] args) throws Exception {
        Class<?> compilerClass = Class.forName("org.jetbrains.kotlin.cli.jvm.K2JVMCompiler");
        Method exec = compilerClass.getMethod("exec", PrintStream.class, String[].class);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        // Answers go to the real stdout; anything the compiler prints by itself goes to stderr, not into an answer.
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        System.setOut(System.err);
        String line;
        while ((line = in.readLine()) != null) {
            ByteArrayOutputStream messages = new ByteArrayOutputStream();
            int code;
            try (PrintStream stream = new PrintStream(messages, true, "UTF-8")) {
                Object exitCode = exec.invoke(compilerClass.getDeclaredConstructor().newInstance(), stream, (Object) line.split("\t", -1));
                code = (Integer) exitCode.getClass().getMethod("getCode").invoke(exitCode);
            } catch (Throwable failure) {
                failure.printStackTrace(new PrintStream(messages, true, "UTF-8"));
                code = 70;
            }
            byte[] bytes = messages.toByteArray();
            out.write((code + " " + bytes.length + "\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
        }
    }
}

// A JVM compiler kept running for a grading worker (judge/execution/warm_compiler.py): javac, or
// kotlinc, compiles build after build in the sandbox, in its working folder, which the judge empties
// and fills for each.
//
// Started as `java --add-opens=java.base/java.io=ALL-UNNAMED -cp FOLDERS CompilerServer__ javac|kotlinc
// CONTROL_FD RESULT_FD` (the descriptors are the judge's pipes, inherited: as the harness, it opens
// them by number; for kotlinc, kotlin-compiler.jar is on the class path too). Each request is one
// line on the control descriptor: the compiler's arguments separated by NUL. Each answer, on the
// result descriptor, is a line "<exit code> <byte count>" and then the compiler's output, what its
// command prints for the same arguments. It runs no code of the files it compiles (javac is given
// -proc:none; kotlinc runs no plugin the judge did not name): a submission's file is only ever read.

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;

final class CompilerServer__ {
    /** One compile: the arguments in, the exit code out, the compiler's words written to output. */
    private interface Compiler {
        int run(String[] arguments, ByteArrayOutputStream output) throws Exception;
    }

    public static void main(String[] arguments) throws Exception {
        Compiler compiler = arguments[0].equals("kotlinc") ? kotlinc() : javac();
        try (InputStream requests = new BufferedInputStream(new FileInputStream(descriptor(arguments[1])));
                OutputStream answers = new FileOutputStream(descriptor(arguments[2]))) {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            for (int next = requests.read(); next >= 0; next = requests.read()) {
                if (next != '\n') {
                    line.write(next);
                    continue;
                }
                String request = line.toString(StandardCharsets.UTF_8);
                line.reset();
                ByteArrayOutputStream output = new ByteArrayOutputStream();
                int code;
                try {
                    code = compiler.run(request.isEmpty() ? new String[0] : request.split("\u0000", -1), output);
                } catch (Throwable error) { // the compilers report their own crashes; anything else ends the server
                    answers.write("-1 0\n".getBytes(StandardCharsets.UTF_8));
                    answers.flush();
                    return;
                }
                byte[] text = output.toByteArray();
                answers.write((code + " " + text.length + "\n").getBytes(StandardCharsets.UTF_8));
                answers.write(text);
                answers.flush();
            }
        }
    }

    private static Compiler javac() {
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        return (arguments, output) -> javac.run(null, output, output, arguments);
    }

    /** kotlinc's K2JVMCompiler, found on the class path: a new one for each compile, as its command makes one. */
    private static Compiler kotlinc() throws ReflectiveOperationException {
        Class<?> type = Class.forName("org.jetbrains.kotlin.cli.jvm.K2JVMCompiler");
        Method exec = type.getMethod("exec", PrintStream.class, String[].class);
        return (arguments, output) -> {
            Object compiler = type.getConstructor().newInstance();
            try (PrintStream printed = new PrintStream(output, true, StandardCharsets.UTF_8)) {
                Object code = exec.invoke(compiler, printed, (Object) arguments);
                return (Integer) code.getClass().getMethod("getCode").invoke(code);
            }
        };
    }

    private static FileDescriptor descriptor(String number) throws ReflectiveOperationException {
        FileDescriptor fd = new FileDescriptor();
        java.lang.reflect.Field field = FileDescriptor.class.getDeclaredField("fd");
        field.setAccessible(true);
        field.setInt(fd, Integer.parseInt(number));
        return fd;
    }
}

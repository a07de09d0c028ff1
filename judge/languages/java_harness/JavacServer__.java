// javac kept warm for a grading worker (judge/execution/warm_compiler.py): one JVM compiles build
// after build, in the sandbox, in its working folder, which the judge empties and fills for each.
//
// Started as `java --add-opens=java.base/java.io=ALL-UNNAMED -cp FOLDER JavacServer__ CONTROL_FD RESULT_FD`
// (the descriptors are the judge's pipes, inherited: as the harness, it opens them by number). Each request is one line on the
// control descriptor: javac's arguments separated by NUL. Each answer, on the result descriptor, is
// a line "<exit code> <byte count>" and then javac's output, byte for byte what the javac command
// prints for the same arguments. It runs no code of the files it compiles (the judge passes
// -proc:none): a submission's file is only ever read.

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

final class JavacServer__ {
    public static void main(String[] descriptors) throws IOException, ReflectiveOperationException {
        javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        try (InputStream requests = new BufferedInputStream(new FileInputStream(descriptor(descriptors[0])));
                OutputStream answers = new FileOutputStream(descriptor(descriptors[1]))) {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            for (int next = requests.read(); next >= 0; next = requests.read()) {
                if (next != '\n') {
                    line.write(next);
                    continue;
                }
                String request = line.toString(StandardCharsets.UTF_8);
                line.reset();
                String[] arguments = request.isEmpty() ? new String[0] : request.split("\u0000", -1);
                ByteArrayOutputStream output = new ByteArrayOutputStream();
                int code;
                try {
                    code = javac.run(null, output, output, arguments);
                } catch (Throwable error) { // javac reports its own crashes; anything else ends the server
                    answers.write(("-1 0\n").getBytes(StandardCharsets.UTF_8));
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

    private static FileDescriptor descriptor(String number) throws ReflectiveOperationException {
        FileDescriptor fd = new FileDescriptor();
        java.lang.reflect.Field field = FileDescriptor.class.getDeclaredField("fd");
        field.setAccessible(true);
        field.setInt(fd, Integer.parseInt(number));
        return fd;
    }
}

// The judge's harness for a Java submission: compiled once per toolchain, outside the sandbox (with
// its call of the user's method left to the generated class JudgeCall__, which extends it and is
// compiled with the user's Solution.java), never shown to the user. It speaks the protocol of
// judge/execution/protocol.py: a setup line, then one case per line on the control descriptor; one
// JSON line per case on the result descriptor.
//
// Every type is named in full (java.util.List, not List): a class the user declares (a List, a
// Node, a Pair) must not change what these names mean. The judge's Python side (java.py) fills in
// the method marked GENERATED below with a call of the generated class's (Kotlin's harness is this
// file too, calling Kotlin's generated call).

class JudgeHarness__ {
    // Deep recursion is the norm in backtracking: the cases run on a thread with a large stack
    // (reserved, not used: only the pages a submission touches count as its memory).
    private static final long DEFAULT_STACK_BYTES = 64L << 20;
    private static final int MAX_FRAMES = 50;
    private static final int MAX_DEPTH = 64;
    private static final int MAX_TEXT = 2000;

    private static Json control;
    private static java.io.OutputStream result;
    private static long budget = 1L << 20;
    private static int packedMaxSize = 0;
    // The row characters of a packed board, from the setup's "packed" (the problem's packed_rows).
    private static char packedMark = 0;
    private static char packedFill = 0;
    // A void method's answer: the index of the argument it changes in place (the setup's "answer"), else -1.
    static int answerIndex = -1;
    private static String userFile = "Solution.java";
    // The user's file as compiled (the setup's "compiled": a design class's file is named after it).
    private static String compiledFile = "Solution.java";
    // A design case's call running (0: the constructor), set by the generated code; -1 otherwise.
    // A call that throws ends the case with its position (the error frame's "call").
    static int designCall = -1;
    // The nodes built for the case's arguments: the size an answer's set of nodes seen grows to at once.
    static long nodesBuilt = 0;
    // The nodes built for a case's list with random pointers or graph (LeetCode's Node of 138 and
    // 133), by identity: an answer that holds one of them is no copy. null: none built this case.
    static Seen originals = null;

    JudgeHarness__() {} // the generated JudgeCall__ extends the harness, to call its helpers by name

    /** The return value was larger than the output limit allows. */
    private static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge() {
            super(null, null, false, false);
        }
    }

    /** An answer that cannot be written as its node type (a list with a cycle): LeetCode's "Error". */
    private static final class NodeError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NodeError(String message) {
            super(message, null, false, false);
        }
    }

    // ---- GENERATED: the call of the user's method, from the signature ----
    /*@INVOKE@*/
    // ---- end of GENERATED ----

    public static void main(String[] argv) throws Exception {
        control = new Json(new java.io.FileInputStream(descriptor(argv[0])));
        result = new java.io.FileOutputStream(descriptor(argv[1]));
        long stack = DEFAULT_STACK_BYTES;
        String asked = System.getProperty("judge.stack");
        if (asked != null) {
            stack = Long.parseLong(asked);
        }
        // An anonymous class, not a lambda: a lambda's first use costs ~10 ms of bootstrapping.
        Runnable cases = new Runnable() {
            @Override
            public void run() {
                serveSafely();
            }
        };
        Thread worker = new Thread(null, cases, "main", stack);
        worker.start();
        worker.join();
        flushOutput();
        // Threads the submission left running must not keep the process alive once the cases are done.
        Runtime.getRuntime().halt(0);
    }

    /** A FileDescriptor for an inherited descriptor number (java.io is opened to the harness on the command line). */
    private static java.io.FileDescriptor descriptor(String number) throws ReflectiveOperationException {
        java.io.FileDescriptor fd = new java.io.FileDescriptor();
        java.lang.reflect.Field field = java.io.FileDescriptor.class.getDeclaredField("fd");
        field.setAccessible(true);
        field.setInt(fd, Integer.parseInt(number));
        return fd;
    }

    private static void serveSafely() {
        try {
            serve();
        } catch (Throwable error) {
            // The harness itself failed (or the channel broke): the judge sees the process end.
            System.err.println("judge harness: " + error);
        }
    }

    private static void serve() throws java.io.IOException {
        @SuppressWarnings("unchecked")
        java.util.Map<String, Object> setup = (java.util.Map<String, Object>) control.frame();
        if (setup == null) {
            return;
        }
        Object filename = setup.get("filename");
        if (filename instanceof String) {
            userFile = (String) filename;
        }
        if (setup.get("compiled") instanceof String) {
            compiledFile = (String) setup.get("compiled");
        }
        if (setup.get("result_limit") instanceof Number) {
            budget = ((Number) setup.get("result_limit")).longValue();
        }
        if (setup.get("packed") instanceof java.util.Map) {
            // Absent or null: the problem's answers never travel packed.
            java.util.Map<?, ?> packed = (java.util.Map<?, ?>) setup.get("packed");
            packedMaxSize = ((Number) packed.get("max_size")).intValue();
            packedMark = ((String) packed.get("mark")).charAt(0);
            packedFill = ((String) packed.get("fill")).charAt(0);
        }
        if (setup.get("answer") instanceof Number) {
            answerIndex = ((Number) setup.get("answer")).intValue();
        }
        // A design problem's class is the one its calls make (the setup's "method"), not Solution.
        String loaded = setup.get("design") instanceof java.util.Map ? (String) setup.get("method") : "Solution";
        warmUp(setup.get("nodes") != null);
        // From here on the CPU is the submission's (its static initialisers): charged to the first case.
        send("{\"event\":\"loading\"}");
        try {
            // Loading runs the class's static initialisers: their failures are load errors, not a case's.
            Class.forName(loaded, true, JudgeHarness__.class.getClassLoader());
        } catch (OutOfMemoryError error) {
            flushOutput();
            send("{\"event\":\"load_error\",\"memory\":true}");
            return;
        } catch (Throwable error) {
            Throwable cause = error instanceof ExceptionInInitializerError && error.getCause() != null
                    ? error.getCause()
                    : error;
            flushOutput();
            send("{\"event\":\"load_error\"" + errorFields(cause) + "}");
            return;
        }
        flushOutput();
        send("{\"event\":\"ready\"}");
        while (true) {
            @SuppressWarnings("unchecked")
            java.util.Map<String, Object> request = (java.util.Map<String, Object>) control.frame();
            if (request == null) {
                return;
            }
            long index = ((Number) request.get("case")).longValue();
            @SuppressWarnings("unchecked")
            java.util.List<Object> args = (java.util.List<Object>) request.get("args");
            request = null;
            String reply = null;
            Bytes frame = null; // a node answer's frame, written as bytes
            designCall = -1;
            nodesBuilt = 0;
            originals = null;
            try {
                Object value = invoke(args);
                args = null;
                // A node answer comes wrapped by the generated code, with its class's fields; a design
                // case's answer is written call by call.
                if (value instanceof NodeAnswer) {
                    frame = ((NodeAnswer) value).frame(index);
                } else {
                    String written = value instanceof DesignAnswer ? ((DesignAnswer) value).text() : encode(value);
                    reply = "\"event\":\"result\",\"value\":" + written;
                }
                value = null;
            } catch (TooLarge error) {
                reply = "\"event\":\"too_large\"";
            } catch (NodeError error) {
                // Not the submission's exception: no frames (docs/protocol.md, Trees and linked lists).
                StringBuilder fields = new StringBuilder(96).append("\"event\":\"error\",\"type\":\"Error\",\"message\":");
                quote(fields, error.getMessage());
                reply = fields.append(",\"frames\":[],\"frames_total\":0").toString() + designCallField();
            } catch (OutOfMemoryError error) {
                reply = "\"event\":\"memory\"";
            } catch (Throwable error) {
                reply = "\"event\":\"error\"" + errorFields(error) + designCallField();
            }
            flushOutput();
            endCase();
            // Echo the case number: a line forged into the channel then shows up as out of step.
            if (frame != null) {
                result.write(frame.data, 0, frame.length);
                result.flush();
            } else {
                send("{\"case\":" + index + "," + reply + "}");
            }
        }
    }

    /** The error frame's "call" when a design case's call threw, else nothing. */
    private static String designCallField() {
        return designCall >= 0 ? ",\"call\":" + designCall : "";
    }

    /**
     * Run the encoder once on a small value, so its classes are loaded before the first case is
     * timed; and for a problem with trees or lists (nodes), the builders and writers of nodes, on
     * a tree of three nodes and a list of two of the harness's own (SampleNode): about 1 ms, once.
     * The JIT compiles nothing from so little.
     */
    private static void warmUp(boolean nodes) {
        java.util.List<Object> sample = new java.util.ArrayList<>();
        sample.add(java.util.Arrays.asList(".Q", "Q."));
        sample.add(java.util.Arrays.asList(1, 2L, 3.5, true, null, "\u00e9\n"));
        try {
            encode(sample);
            encode(new int[] {1});
            if (nodes) {
                Items values = new Items();
                values.append(Long.valueOf(1));
                values.append(null);
                values.append(Long.valueOf(2));
                values.append(Long.valueOf(3));
                new NodeAnswer(build(values, SampleNode.TREE), SampleNode.TREE, false).encode();
                Items list = new Items();
                list.append(Long.valueOf(2));
                list.append(Long.valueOf(3));
                Object head = build(list, SampleNode.LIST);
                new NodeAnswer(java.util.Arrays.asList(head, null), SampleNode.LIST, true).encode();
                nodesBuilt = 0;
            }
        } catch (RuntimeException ignored) {
            // nothing to warm, then
        }
    }

    /** The warm-up's nodes (no class of the submission's is loaded before its time), and their types. */
    private static final class SampleNode {
        static final NodeType TREE = new SampleType(2);
        static final NodeType LIST = new SampleType(1);
        int value;
        SampleNode left;
        SampleNode right;
    }

    private static final class SampleType extends NodeType {
        SampleType(int children) {
            super(children);
        }

        @Override
        Object node(int value) {
            SampleNode node = new SampleNode();
            node.value = value;
            return node;
        }

        @Override
        int value(Object node) {
            return ((SampleNode) node).value;
        }

        @Override
        Object child(Object node, int side) {
            return side == 0 ? ((SampleNode) node).left : ((SampleNode) node).right;
        }

        @Override
        void setChild(Object node, int side, Object child) {
            if (side == 0) {
                ((SampleNode) node).left = (SampleNode) child;
            } else {
                ((SampleNode) node).right = (SampleNode) child;
            }
        }

        @Override
        Object[] array(int size) {
            return new SampleNode[size];
        }
    }

    private static void flushOutput() {
        System.out.flush();
        System.err.flush();
    }

    // Written to standard output and standard error after each case's own output, before its
    // answer: the judge cuts the streams there (docs/protocol.md). Straight to the descriptors,
    // whatever System.out has been set to; a write this small to a pipe is all or nothing.
    private static final byte[] CASE_END = {0, 'c', 'a', 's', 'e', '-', 'e', 'n', 'd', 0};
    private static final java.io.FileOutputStream[] STREAMS = {
        new java.io.FileOutputStream(java.io.FileDescriptor.out), new java.io.FileOutputStream(java.io.FileDescriptor.err)
    };

    private static void endCase() {
        for (java.io.FileOutputStream stream : STREAMS) {
            try {
                stream.write(CASE_END);
            } catch (java.io.IOException ignored) {
                // a stream the submission closed goes without
            }
        }
    }

    private static void send(String frame) throws java.io.IOException {
        result.write((frame + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        result.flush();
    }

    // ---- errors ----

    /** Whether a frame's class is the judge's: the harness, the generated call, or a class inside them. */
    private static boolean isJudges(String name, String judges) {
        return name.equals(judges) || name.startsWith(judges + "$");
    }

    private static String errorFields(Throwable error) {
        StringBuilder out = new StringBuilder(256);
        out.append(",\"type\":");
        quote(out, typeName(error));
        out.append(",\"message\":");
        quote(out, safeMessage(error));
        StackTraceElement[] trace;
        try {
            trace = error.getStackTrace();
        } catch (Throwable ignored) {
            trace = new StackTraceElement[0];
        }
        // The frames inside the call of the user's method: from the innermost frame of the harness (or
        // of its generated call) on the way out, nothing is the submission's.
        int end = trace.length;
        for (int i = 0; i < trace.length; i++) {
            String name = trace[i].getClassName();
            if (isJudges(name, "JudgeHarness__") || isJudges(name, "JudgeCall__")) {
                end = i;
                break;
            }
        }
        int start = Math.max(0, end - MAX_FRAMES);
        out.append(",\"frames\":[");
        for (int i = end - 1; i >= start; i--) {
            StackTraceElement frame = trace[i];
            String file = frame.getFileName();
            if (file == null) {
                file = "<unknown>";
            } else if (file.equals(compiledFile)) {
                file = userFile;
            }
            if (i != end - 1) {
                out.append(',');
            }
            out.append('[');
            quote(out, file);
            out.append(',').append(Math.max(frame.getLineNumber(), 0)).append(',');
            quote(out, frame.getClassName() + "." + frame.getMethodName());
            out.append(']');
        }
        out.append("],\"frames_total\":").append(end);
        return out.toString();
    }

    private static String typeName(Throwable error) {
        String name = error.getClass().getSimpleName();
        return name.isEmpty() ? error.getClass().getName() : name;
    }

    private static String safeMessage(Throwable error) {
        String text;
        try {
            text = error.getMessage();
        } catch (Throwable ignored) {
            return "?";
        }
        if (text == null) {
            return error instanceof StackOverflowError ? "stack overflow: the recursion went too deep" : "";
        }
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + "...";
    }

    // ---- arguments: JSON values of the signature's types ----

    static int toInt(Object value) {
        return ((Number) value).intValue();
    }

    static long toLong(Object value) {
        return ((Number) value).longValue();
    }

    static double toDouble(Object value) {
        return ((Number) value).doubleValue();
    }

    static boolean toBoolean(Object value) {
        return (Boolean) value;
    }

    static String toText(Object value) {
        return (String) value;
    }

    /** A char travels as a one-character string. */
    static char toChar(Object value) {
        return ((String) value).charAt(0);
    }

    /**
     * The JSON value as the Java type that shape names from position at: 'a' an array of, 'l' a
     * java.util.List of, then the scalar: I int, J long, Z boolean, D double, C char, S String
     * ("aaC" is char[][], "lI" List<Integer>, "laI" List<int[]>). A List holds boxed items; null stays null.
     */
    static Object convert(Object value, String shape, int at) {
        if (value == null) {
            return null;
        }
        char kind = shape.charAt(at);
        if (kind != 'a' && kind != 'l') {
            switch (kind) {
                case 'I':
                    return toInt(value);
                case 'J':
                    return toLong(value);
                case 'Z':
                    return toBoolean(value);
                case 'D':
                    return toDouble(value);
                case 'C':
                    return toChar(value);
                default:
                    return toText(value);
            }
        }
        java.util.List<?> items = (java.util.List<?>) value;
        int size = items.size();
        if (kind == 'l') {
            java.util.List<Object> list = new java.util.ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                list.add(convert(items.get(i), shape, at + 1));
            }
            return list;
        }
        // Arrays of a scalar are filled directly: no boxing, no reflection.
        switch (shape.charAt(at + 1)) {
            case 'I': {
                int[] array = new int[size];
                for (int i = 0; i < size; i++) {
                    array[i] = toInt(items.get(i));
                }
                return array;
            }
            case 'J': {
                long[] array = new long[size];
                for (int i = 0; i < size; i++) {
                    array[i] = toLong(items.get(i));
                }
                return array;
            }
            case 'Z': {
                boolean[] array = new boolean[size];
                for (int i = 0; i < size; i++) {
                    array[i] = toBoolean(items.get(i));
                }
                return array;
            }
            case 'D': {
                double[] array = new double[size];
                for (int i = 0; i < size; i++) {
                    array[i] = toDouble(items.get(i));
                }
                return array;
            }
            case 'C': {
                char[] array = new char[size];
                for (int i = 0; i < size; i++) {
                    array[i] = toChar(items.get(i));
                }
                return array;
            }
            default: {
                Object[] array = (Object[]) java.lang.reflect.Array.newInstance(component(shape, at + 1), size);
                for (int i = 0; i < size; i++) {
                    array[i] = convert(items.get(i), shape, at + 1);
                }
                return array;
            }
        }
    }

    /** The class of an array's items of the shape from position at: int[].class for "aI", java.util.List for "l...". */
    private static Class<?> component(String shape, int at) {
        switch (shape.charAt(at)) {
            case 'a':
                return java.lang.reflect.Array.newInstance(component(shape, at + 1), 0).getClass();
            case 'l':
                return java.util.List.class;
            case 'I':
                return int.class;
            case 'J':
                return long.class;
            case 'Z':
                return boolean.class;
            case 'D':
                return double.class;
            case 'C':
                return char.class;
            default:
                return String.class;
        }
    }

    // ---- LeetCode's TreeNode, ListNode and Node ----

    /**
     * A node class as the harness builds and reads it: LeetCode's TreeNode (two children, left then
     * right), ListNode (one, next) or N-ary Node (a List of children: a NaryType). The harness is
     * compiled without the classes (Kotlin's are Kotlin's, compiled with the submission), so the
     * generated code gives one of these for each, reading and writing the fields directly: no method
     * of the submission's runs while the harness builds the arguments or writes the answer.
     */
    abstract static class NodeType {
        /** children of an N-ary tree's node: any number of them, in a List. */
        static final int NARY = 0;
        /** LeetCode's Node of 138, 133 or 430, read and written by code of its own. */
        static final int DRIVEN = -1;

        /** 2 for a tree node, 1 for a list node, NARY for an N-ary tree's node. */
        final int children;

        NodeType(int children) {
            this.children = children;
        }

        /** A new node holding value, without children. */
        abstract Object node(int value);

        abstract int value(Object node);

        /** The child on side 0 (left, or a list node's next) or side 1 (right). */
        abstract Object child(Object node, int side);

        abstract void setChild(Object node, int side, Object child);

        /** A new array of the node class (TreeNode[], ListNode[]), for an array parameter. */
        abstract Object[] array(int size);
    }

    /**
     * LeetCode's N-ary tree node (Node: val and a List of children), as the generated code gives it:
     * node() makes a leaf whose children are an empty mutable list (LeetCode's leaves have an empty
     * list, so a solution may loop over it unchecked), which the builder fills.
     */
    abstract static class NaryType extends NodeType {
        NaryType() {
            super(NARY);
        }

        /** The node's children as the submission left them (null: none). */
        abstract java.util.List<?> children(Object node);

        @Override
        final Object child(Object node, int side) {
            throw new UnsupportedOperationException("an N-ary node has a list of children");
        }

        @Override
        final void setChild(Object node, int side, Object child) {
            throw new UnsupportedOperationException("an N-ary node has a list of children");
        }
    }

    /**
     * LeetCode's Node of Copy List with Random Pointer (138): side 0 is next, side 1 random. Built
     * from [[val, random index or null], ...] and written the same way (writeRandomList()).
     */
    abstract static class RandomType extends NodeType {
        RandomType() {
            super(DRIVEN);
        }
    }

    /** LeetCode's Node of Clone Graph (133): val and a List of neighbours (buildGraph(), writeGraph()). */
    abstract static class GraphType extends NodeType {
        GraphType() {
            super(DRIVEN);
        }

        /** The node's neighbours as the submission left them (null: none); node() makes an empty list. */
        abstract java.util.List<?> neighbors(Object node);

        @Override
        final Object child(Object node, int side) {
            throw new UnsupportedOperationException("a graph's node has a list of neighbours");
        }

        @Override
        final void setChild(Object node, int side, Object child) {
            throw new UnsupportedOperationException("a graph's node has a list of neighbours");
        }
    }

    /**
     * LeetCode's Node of Populating Next Right Pointers (116, 117): a binary tree's node (sides 0 and
     * 1: left and right, built as a TreeNode) with next, written level by level (writeNextTree()).
     */
    abstract static class NextType extends NodeType {
        NextType() {
            super(2);
        }

        abstract Object next(Object node);
    }

    /**
     * LeetCode's Node of Flatten a Multilevel Doubly Linked List (430): side 0 is next, side 1
     * child, side 2 prev. Built from LeetCode's serialization of its levels (buildMultilevel()) and
     * written as the list along next, each node's prev and child told apart (writeMultilevel()).
     */
    abstract static class MultilevelType extends NodeType {
        static final int NEXT = 0;
        static final int CHILD = 1;
        static final int PREV = 2;

        MultilevelType() {
            super(DRIVEN);
        }
    }

    /**
     * LeetCode's NestedInteger (341, 385): one integer, or a list of NestedIntegers. Its JSON is
     * that value itself (324, [123,[456,[789]]], []), not a serialization of nodes: buildNested()
     * and writeNested(). The generated code's type makes and reads it through LeetCode's own API
     * (the class is the judge's, never the submission's).
     */
    abstract static class NestedType extends NodeType {
        NestedType() {
            super(DRIVEN);
        }

        /** A new NestedInteger holding value. */
        abstract Object integer(int value);

        /** A new NestedInteger holding an empty list. */
        abstract Object list();

        /** item added at the end of the list that nested holds. */
        abstract void add(Object nested, Object item);

        abstract boolean isInteger(Object nested);

        /** The integer nested holds (an Integer), or null. */
        abstract Object integerOf(Object nested);

        /** The list nested holds (null, or empty, for an integer). */
        abstract java.util.List<?> listOf(Object nested);

        @Override
        final Object node(int value) {
            return integer(value);
        }

        @Override
        final int value(Object node) {
            throw new UnsupportedOperationException("a NestedInteger is its JSON value");
        }

        @Override
        final Object child(Object node, int side) {
            throw new UnsupportedOperationException("a NestedInteger is its JSON value");
        }

        @Override
        final void setChild(Object node, int side, Object child) {
            throw new UnsupportedOperationException("a NestedInteger is its JSON value");
        }
    }

    /** The answer of a method declared with a node type, as the generated code hands it over. */
    static final class NodeAnswer {
        private final Object value;
        private final NodeType type;
        private final boolean many;

        NodeAnswer(Object value, NodeType type, boolean many) {
            this.value = value;
            this.type = type;
            this.many = many;
        }

        /** The answer's JSON: one tree or list, or (many) a List or array of them, an empty one as []. */
        String encode() {
            if (many && !(value instanceof java.util.List || value instanceof Object[])) {
                return JudgeHarness__.encode(value); // null: what the method returned, shown as it is
            }
            Bytes out = new Bytes(64);
            write(out);
            return out.text();
        }

        /** The case's result frame (a line), the answer written straight into it as bytes. */
        Bytes frame(long index) {
            Bytes out = new Bytes(64).ascii("{\"case\":").number(index).ascii(",\"event\":\"result\",\"value\":");
            if (many && !(value instanceof java.util.List || value instanceof Object[])) {
                out.utf8(JudgeHarness__.encode(value));
            } else {
                out.mark = out.length; // the output limit is the answer's alone
                write(out);
            }
            return out.ascii("}\n");
        }

        private void write(Bytes out) {
            if (!many) {
                writeNodes(out, value, type);
                return;
            }
            java.util.List<?> items = value instanceof Object[]
                    ? java.util.Arrays.asList((Object[]) value)
                    : (java.util.List<?>) value;
            out.put('[').check();
            int size = items.size();
            for (int i = 0; i < size; i++) {
                if (i > 0) {
                    out.put(',');
                }
                writeNodes(out, items.get(i), type);
            }
            out.put(']').check();
        }
    }

    /**
     * JSON written as bytes: a node answer, ASCII, written without a String or a StringBuilder in
     * between (each is a copy, and each copy's loop runs interpreted while the code is cold). The
     * output limit counts from mark.
     */
    static final class Bytes {
        byte[] data;
        int length;
        int mark;
        long nulls; // a tree's missing children not written yet (only a node after them writes them)

        Bytes(int capacity) {
            data = new byte[capacity];
        }

        private void room(int count) {
            if (length + count > data.length) {
                data = java.util.Arrays.copyOf(data, Math.max(data.length * 2, length + count));
            }
        }

        Bytes put(char c) {
            room(1);
            data[length++] = (byte) c;
            return this;
        }

        /** ASCII text. */
        Bytes ascii(String text) {
            int count = text.length();
            room(count);
            for (int i = 0; i < count; i++) {
                data[length++] = (byte) text.charAt(i);
            }
            return this;
        }

        Bytes utf8(String text) {
            byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            room(bytes.length);
            System.arraycopy(bytes, 0, data, length, bytes.length);
            length += bytes.length;
            return this;
        }

        /** value in decimal, as Long.toString writes it. */
        Bytes number(long value) {
            return ascii(Long.toString(value));
        }

        /**
         * A node's value as Integer.toString writes it (after a comma unless it is the first), then
         * the output limit checked: a small method of its own, which the JIT compiles soon (see Json).
         */
        void value(int value, boolean comma) {
            int at = length;
            if (at + 12 > data.length || value == Integer.MIN_VALUE) {
                rareValue(value, comma);
                return;
            }
            byte[] bytes = data;
            if (comma) {
                bytes[at++] = ',';
            }
            if (value < 0) {
                bytes[at++] = '-';
                value = -value;
            }
            int digits = 1;
            for (int rest = value; rest >= 10; rest /= 10) {
                digits++;
            }
            at += digits;
            length = at;
            do {
                bytes[--at] = (byte) ('0' + value % 10);
                value /= 10;
            } while (value != 0);
            if (length - mark > budget) {
                throw new TooLarge();
            }
        }

        /** value() when the buffer is full, or for Integer.MIN_VALUE (which has no positive int). */
        private void rareValue(int value, boolean comma) {
            if (comma) {
                put(',');
            }
            ascii(Integer.toString(value)).check();
        }

        /** The missing children not written yet, before a node: ",null,null," (a node came before them). */
        void writeNulls() {
            if (length == data.length) {
                room(1);
            }
            data[length++] = ',';
            for (; nulls > 0; nulls--) {
                if (length + 5 > data.length) {
                    room(5);
                }
                byte[] bytes = data;
                bytes[length] = 'n';
                bytes[length + 1] = 'u';
                bytes[length + 2] = 'l';
                bytes[length + 3] = 'l';
                bytes[length + 4] = ',';
                length += 5;
            }
        }

        /** TooLarge when what was written since mark is over the output limit. */
        void check() {
            if (length - mark > budget) {
                throw new TooLarge();
            }
        }

        String text() {
            return new String(data, 0, length, java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /**
     * A design case's answer (docs/protocol.md, Design classes): the list of every call's result,
     * null for the constructor and each void method. A result is written as JSON when its call
     * returns (a later call may change what an earlier one returned); the output limit counts the
     * whole list.
     */
    static final class DesignAnswer {
        private final StringBuilder out;

        /** A design case's answer, its constructor's null first. */
        DesignAnswer() {
            out = new StringBuilder(64).append("[null");
        }

        private DesignAnswer(StringBuilder out) {
            this.out = out;
        }

        /**
         * An iterator's answer (341, judged by one loop: docs/protocol.md), the list of what each
         * next() gave: the same list without the constructor's null, the output limit checked at
         * each value, so that an iterator that never ends is a result too large, not a heap used up.
         */
        static DesignAnswer iterated() {
            return new DesignAnswer(new StringBuilder(64).append('['));
        }

        /** A call's result: a plain value, or a node answer wrapped by the generated code. */
        void add(Object value) {
            long whole = budget;
            budget = whole - out.length() - 2; // what is written already, the comma and the closing bracket
            String written;
            try {
                written = value instanceof NodeAnswer ? ((NodeAnswer) value).encode() : encode(value);
            } finally {
                budget = whole;
            }
            (out.length() > 1 ? out.append(',') : out).append(written);
        }

        /** A void method's place in the list, whatever it did. */
        void addVoid() {
            out.append(",null");
            if (out.length() + 1 > budget) {
                throw new TooLarge();
            }
        }

        String text() {
            return out.append(']').toString();
        }
    }

    static Object nodeAnswer(Object value, NodeType type, boolean many) {
        return new NodeAnswer(value, type, many);
    }

    /**
     * An argument of a node type from its JSON: the tree or list itself (kind 'n'), an array of them
     * ('a', of the node class) or a java.util.List of them ('l'); an empty one is null.
     */
    static Object nodeArgument(Object value, NodeType type, char kind) {
        if (kind == 'n') {
            return buildOne(value, type);
        }
        java.util.List<?> items = (java.util.List<?>) value;
        int size = items.size();
        if (kind == 'a') {
            Object[] array = type.array(size);
            for (int i = 0; i < size; i++) {
                array[i] = buildOne(items.get(i), type);
            }
            return array;
        }
        java.util.List<Object> list = new java.util.ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            list.add(buildOne(items.get(i), type));
        }
        return list;
    }

    /**
     * LeetCode's Iterator of 284, which a PeekingIterator is made from, over the case's list of
     * integers (the judge checked it): Java's own Iterator<Integer>, Kotlin's Iterator<Int>.
     */
    static java.util.Iterator<Integer> iteratorOver(Object value) {
        java.util.List<?> items = (java.util.List<?>) value;
        int[] values = new int[items.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = toInt(items.get(i));
        }
        return new LeetCodeIterator__(values);
    }

    /** One value of a node type from its JSON: a NestedInteger from its value, any other from its list. */
    private static Object buildOne(Object value, NodeType type) {
        if (type instanceof NestedType) {
            return buildNested(value, (NestedType) type);
        }
        return build((java.util.List<?>) value, type);
    }

    /**
     * A NestedInteger from its JSON (an integer, or a list of them nested; the judge checked it),
     * with a stack of its own: LeetCode's nest 25,000 deep. Each list's items are added in order.
     */
    private static Object buildNested(Object value, NestedType type) {
        if (!(value instanceof java.util.List)) {
            return type.integer(toInt(value));
        }
        Object root = type.list();
        java.util.ArrayList<Object> pending = new java.util.ArrayList<>(); // pairs: a JSON list, its NestedInteger
        pending.add(value);
        pending.add(root);
        while (!pending.isEmpty()) {
            Object into = pending.remove(pending.size() - 1);
            java.util.List<?> items = (java.util.List<?>) pending.remove(pending.size() - 1);
            int size = items.size();
            for (int i = 0; i < size; i++) {
                Object item = items.get(i);
                if (item instanceof java.util.List) {
                    Object inner = type.list();
                    type.add(into, inner);
                    pending.add(item);
                    pending.add(inner);
                } else {
                    type.add(into, type.integer(toInt(item)));
                }
            }
        }
        return root;
    }

    /**
     * A tree from its level order (null for a missing child: each node present takes the next two
     * entries as its children; the judge checked it), or a list from its values, without recursion.
     */
    private static Object build(java.util.List<?> values, NodeType type) {
        int count = values.size();
        if (count == 0) {
            return null;
        }
        if (type instanceof NaryType) {
            return buildNary(values, (NaryType) type);
        }
        if (type instanceof RandomType) {
            return buildRandomList(values, type);
        }
        if (type instanceof MultilevelType) {
            return buildMultilevel(values, type);
        }
        if (type instanceof GraphType) {
            return buildGraph(values, (GraphType) type);
        }
        Builder builder = new Builder((Items) values, type);
        if (type.children == 1) {
            while (builder.prepend()) {
                // one call per node: see Builder
            }
            nodesBuilt += count;
            return builder.head;
        }
        builder.nodes[0] = type.node(builder.values.intAt(0));
        while (builder.attach()) {
            // one call per node: see Builder
        }
        nodesBuilt += builder.made;
        return builder.nodes[0];
    }

    /**
     * A tree or list being built, a node at a time: each call of attach() or prepend() makes one
     * node's part, so that the JIT compiles them after a few hundred nodes (see Json); a loop in
     * one call would run interpreted to its end.
     */
    private static final class Builder {
        final Items values;
        private final NodeType type;
        private int position; // the next value's (a list is built from its end)
        Object head; // a list's nodes made so far
        Object[] nodes; // a tree's nodes made, in level order
        int made = 1;
        private int parent; // the next node to take its children

        Builder(Items values, NodeType type) {
            this.values = values;
            this.type = type;
            if (type.children == 1) {
                position = values.size;
            } else {
                position = 1;
                nodes = new Object[values.size];
            }
        }

        /** A list's node for the value before the last one made; false once the first is made. */
        boolean prepend() {
            int at = --position;
            Object[] items = values.items;
            Object node = type.node(items[at] == Items.INTEGER ? (int) values.numbers[at] : toInt(items[at]));
            type.setChild(node, 0, head);
            head = node;
            return at > 0;
        }

        /** The next node's children (up to two values); false once the values are all taken. */
        boolean attach() {
            Object node = nodes[parent++];
            Object[] items = values.items;
            int count = values.size;
            for (int side = 0; side < 2 && position < count; side++) {
                int at = position++;
                Object item = items[at];
                if (item != null) {
                    Object child = type.node(item == Items.INTEGER ? (int) values.numbers[at] : toInt(item));
                    type.setChild(node, side, child);
                    nodes[made++] = child;
                }
            }
            return position < count;
        }
    }

    /**
     * An N-ary tree from LeetCode's serialization (not empty): the root, null, then the children of
     * each node in level order, each group ended by null (the judge checked it). Each node is made a
     * leaf and takes the next group as its children, without recursion.
     */
    private static Object buildNary(java.util.List<?> values, NaryType type) {
        int count = values.size();
        java.util.ArrayList<Object> queue = new java.util.ArrayList<>(); // the nodes made, in level order
        queue.add(type.node(toInt(values.get(0))));
        int position = 2; // after the root and its null
        for (int head = 0; head < queue.size() && position < count; head++) {
            @SuppressWarnings("unchecked")
            java.util.List<Object> children = (java.util.List<Object>) type.children(queue.get(head));
            while (position < count && values.get(position) != null) {
                Object child = type.node(toInt(values.get(position++)));
                children.add(child);
                queue.add(child);
            }
            position++; // the group's null
        }
        return queue.get(0);
    }

    /**
     * A list with random pointers from [[val, random index or null], ...] (not empty; the judge
     * checked it): its nodes, linked by next, each random set; the nodes are the case's originals.
     */
    private static Object buildRandomList(java.util.List<?> values, NodeType type) {
        int count = values.size();
        Object[] nodes = new Object[count];
        for (int i = 0; i < count; i++) {
            nodes[i] = type.node(toInt(((java.util.List<?>) values.get(i)).get(0)));
        }
        for (int i = 0; i < count; i++) {
            type.setChild(nodes[i], 0, i + 1 < count ? nodes[i + 1] : null);
            Object random = ((java.util.List<?>) values.get(i)).get(1);
            if (random != null) {
                type.setChild(nodes[i], 1, nodes[toInt(random)]);
            }
        }
        remember(nodes);
        return nodes[0];
    }

    /**
     * A multilevel doubly linked list from LeetCode's serialization (not empty; the judge checked
     * it), level by level without recursion: each level's values (a list linked by next and prev)
     * after a run of nulls, one more null than the position, in the level above, of the node whose
     * child it is (the first level has none). [1,2,3,null,null,null,4] hangs 4 under 3.
     */
    private static Object buildMultilevel(java.util.List<?> values, NodeType type) {
        int count = values.size();
        Object head = null;
        Object above = null; // the first node of the level before
        int position = 0;
        while (position < count) {
            int nulls = 0;
            while (position < count && values.get(position) == null) {
                nulls++;
                position++;
            }
            Object first = null;
            Object last = null;
            while (position < count && values.get(position) != null) {
                Object node = type.node(toInt(values.get(position++)));
                if (last == null) {
                    first = node;
                } else {
                    type.setChild(last, MultilevelType.NEXT, node);
                    type.setChild(node, MultilevelType.PREV, last);
                }
                last = node;
                nodesBuilt++;
            }
            if (above == null) {
                head = first;
            } else {
                Object parent = above;
                for (int step = 1; step < nulls; step++) {
                    parent = type.child(parent, MultilevelType.NEXT);
                }
                type.setChild(parent, MultilevelType.CHILD, first);
            }
            above = first;
        }
        return head;
    }

    /**
     * A graph from LeetCode's adjacency list (not empty; the judge checked it): node k has the value
     * k + 1 and the neighbours listed, by value, in their order; the nodes are the case's originals.
     */
    @SuppressWarnings("unchecked")
    private static Object buildGraph(java.util.List<?> adjacency, GraphType type) {
        int count = adjacency.size();
        Object[] nodes = new Object[count];
        for (int i = 0; i < count; i++) {
            nodes[i] = type.node(i + 1);
        }
        for (int i = 0; i < count; i++) {
            java.util.List<Object> neighbors = (java.util.List<Object>) type.neighbors(nodes[i]);
            for (Object value : (java.util.List<?>) adjacency.get(i)) {
                neighbors.add(nodes[toInt(value) - 1]);
            }
        }
        remember(nodes);
        return nodes[0];
    }

    /** The nodes built for the case's input, which an answer may not hold (the copy rule). */
    private static void remember(Object[] nodes) {
        nodesBuilt += nodes.length;
        if (originals == null) {
            originals = new Seen();
        }
        for (Object node : nodes) {
            originals.add(node);
        }
    }

    /** NodeError when one of the nodes is one the harness built for the input: the method was to copy them. */
    private static void notCopied(java.util.List<Object> nodes, NodeType type) {
        if (originals == null) {
            return;
        }
        for (Object node : nodes) {
            if (originals.contains(node)) {
                throw new NodeError("The answer holds a node of the input (val " + type.value(node)
                        + "), not a copy of it");
            }
        }
    }

    /** What LeetCode says of a list with random pointers, or of a flattened one, whose next pointers cycle. */
    static final String RANDOM_LIST_CYCLE = "Found cycle in the list";
    static final String RANDOM_OUTSIDE = "A random pointer leads to a node that is not in the list";
    static final String NEXT_CYCLE = "Found a cycle in the next pointers";

    /**
     * The items of a list with random pointers (the caller writes the brackets): [val, index of the
     * node its random points at, or null] for each node from the head. The list is walked first,
     * by identity, to its end or to a node met again (an error), the output limit bounding its
     * length; then no node may be one of the input's; then each is written, its random checked.
     */
    private static void writeRandomList(Bytes out, Object head, NodeType type) {
        java.util.ArrayList<Object> nodes = new java.util.ArrayList<>();
        java.util.IdentityHashMap<Object, Integer> index = new java.util.IdentityHashMap<>();
        for (Object node = head; node != null; node = type.child(node, 0)) {
            if (index.put(node, nodes.size()) != null) {
                throw new NodeError(RANDOM_LIST_CYCLE);
            }
            nodes.add(node);
            if (6L * nodes.size() > budget) {
                throw new TooLarge();
            }
        }
        notCopied(nodes, type);
        int count = nodes.size();
        for (int i = 0; i < count; i++) {
            Object node = nodes.get(i);
            Object random = type.child(node, 1);
            Integer at = random == null ? null : index.get(random);
            if (random != null && at == null) {
                throw new NodeError(RANDOM_OUTSIDE);
            }
            if (i > 0) {
                out.put(',');
            }
            out.put('[');
            out.value(type.value(node), false);
            if (at == null) {
                out.ascii(",null]");
            } else {
                out.put(',').number(at).put(']');
            }
            out.check();
        }
    }

    /**
     * The items of a flattened multilevel list (the caller writes the brackets): [val, position of
     * the node its prev points at (null: none; -1: a node not in the list), its child's val or
     * null] for each node along next from the head; the judge says which link is wrong, if one is.
     * The list is walked first, by identity, to its end or to a node met again (an error), the
     * output limit bounding its length. The nodes are the input's, rearranged: no copy rule.
     */
    private static void writeMultilevel(Bytes out, Object head, NodeType type) {
        java.util.ArrayList<Object> nodes = new java.util.ArrayList<>();
        java.util.IdentityHashMap<Object, Integer> index = new java.util.IdentityHashMap<>();
        for (Object node = head; node != null; node = type.child(node, MultilevelType.NEXT)) {
            if (index.put(node, nodes.size()) != null) {
                throw new NodeError(RANDOM_LIST_CYCLE);
            }
            nodes.add(node);
            if (8L * nodes.size() > budget) {
                throw new TooLarge();
            }
        }
        int count = nodes.size();
        for (int i = 0; i < count; i++) {
            Object node = nodes.get(i);
            Object prev = type.child(node, MultilevelType.PREV);
            Object child = type.child(node, MultilevelType.CHILD);
            if (i > 0) {
                out.put(',');
            }
            out.put('[');
            out.value(type.value(node), false);
            if (prev == null) {
                out.ascii(",null");
            } else {
                Integer at = index.get(prev);
                out.put(',').number(at == null ? -1 : at);
            }
            if (child == null) {
                out.ascii(",null");
            } else {
                out.value(type.value(child), true);
            }
            out.put(']').check();
        }
    }

    /**
     * The items of a graph's adjacency list (the caller writes the brackets): the nodes reached from
     * node (by identity, breadth first, the output limit bounding their number), none of them one
     * of the input's, ordered by value (nodes of one value in the order reached), each as the list
     * of its neighbours' values in its own order.
     */
    private static void writeGraph(Bytes out, Object node, GraphType type) {
        if (node == null) {
            return;
        }
        Seen seen = new Seen();
        seen.add(node);
        java.util.ArrayList<Object> order = new java.util.ArrayList<>();
        order.add(node);
        for (int i = 0; i < order.size(); i++) { // grows as it goes
            java.util.List<?> neighbors = type.neighbors(order.get(i));
            if (neighbors != null) {
                for (Object other : neighbors) {
                    if (other != null && seen.add(other)) {
                        order.add(other);
                    }
                }
            }
            if (3L * order.size() > budget) {
                throw new TooLarge();
            }
        }
        notCopied(order, type);
        int count = order.size();
        long[] ranked = new long[count]; // value, then the position reached: a stable order by value
        for (int i = 0; i < count; i++) {
            ranked[i] = ((long) type.value(order.get(i)) << 32) | i;
        }
        java.util.Arrays.sort(ranked);
        for (int r = 0; r < count; r++) {
            if (r > 0) {
                out.put(',');
            }
            out.put('[');
            java.util.List<?> neighbors = type.neighbors(order.get((int) (ranked[r] & 0xffffffffL)));
            boolean first = true;
            if (neighbors != null) {
                for (Object other : neighbors) {
                    if (other != null) {
                        out.value(type.value(other), !first);
                        first = false;
                    }
                }
            }
            out.put(']').check();
        }
    }

    /**
     * The items of LeetCode's answer of 116 and 117 (the caller writes the brackets): the levels
     * found by left and right (a node reached twice is an error, as for a TreeNode), each read from
     * its first node along next, at most as many steps as the tree has nodes, and ended by "#".
     */
    private static void writeNextTree(Bytes out, Object root, NextType type) {
        if (root == null) {
            return;
        }
        Seen seen = new Seen();
        seen.add(root);
        long count = 1;
        java.util.ArrayList<Object> firsts = new java.util.ArrayList<>();
        java.util.ArrayList<Object> level = new java.util.ArrayList<>();
        level.add(root);
        while (!level.isEmpty()) {
            firsts.add(level.get(0));
            java.util.ArrayList<Object> below = new java.util.ArrayList<>();
            for (Object node : level) {
                for (int side = 0; side < 2; side++) {
                    Object child = type.child(node, side);
                    if (child != null) {
                        if (!seen.add(child)) {
                            throw new NodeError(TREE_CYCLE);
                        }
                        count++;
                        below.add(child);
                    }
                }
            }
            level = below;
        }
        boolean comma = false;
        for (Object first : firsts) {
            long steps = 0;
            for (Object node = first; node != null; node = type.next(node)) {
                if (++steps > count) {
                    throw new NodeError(NEXT_CYCLE);
                }
                out.value(type.value(node), comma);
                comma = true;
            }
            if (comma) {
                out.put(',');
            }
            out.ascii("\"#\"").check();
            comma = true;
        }
    }

    // ---- LeetCode's own drivers: links between the arguments' nodes (docs/protocol.md, "Links") ----

    /**
     * The nodes of a case's arguments as the harness built them (a list from its head, a tree in
     * level order, missing children left out), counted before the case's links join them, so that
     * no walk meets a cycle; and where a node the method returns stands among them. Only the
     * generated call of a problem judged by one of LeetCode's drivers makes one (link()).
     */
    static final class Linked {
        private final Object[][] nodes;

        Linked(Object[][] nodes) {
            this.nodes = nodes;
        }

        /**
         * The returned node's place: {argument, index} in the first argument whose nodes hold it
         * (by identity, whatever equals() says), {-1, val} for a node of the method's own, null
         * for none. An int[] is written as the JSON list.
         */
        Object place(Object node, NodeType type) {
            if (node == null) {
                return null;
            }
            for (int argument = 0; argument < nodes.length; argument++) {
                Object[] built = nodes[argument];
                for (int index = 0; index < built.length; index++) {
                    if (built[index] == node) {
                        return new int[] {argument, index};
                    }
                }
            }
            return new int[] {-1, type.value(node)};
        }
    }

    /**
     * A case's links (the last of its arguments) applied to the arguments built: types holds each
     * argument's NodeType (null for one that is no node). [0, a, i, b, j]: node i of argument a
     * takes node j of argument b as its next; [1, t, b, j]: argument t becomes node j of argument b
     * (in args, which the generated call reads back). Indexes count the nodes before any link.
     */
    static Linked link(Object[] args, NodeType[] types, Object links) {
        Object[][] nodes = new Object[args.length][];
        for (int argument = 0; argument < args.length; argument++) {
            nodes[argument] = builtNodes(args[argument], types[argument]);
        }
        for (Object item : (java.util.List<?>) links) {
            java.util.List<?> link = (java.util.List<?>) item;
            // The node linked to: node j of argument b, the link's last two numbers either way.
            Object target = nodes[toInt(link.get(link.size() - 2))][toInt(link.get(link.size() - 1))];
            if (toInt(link.get(0)) == 0) {
                int argument = toInt(link.get(1));
                types[argument].setChild(nodes[argument][toInt(link.get(2))], 0, target);
            } else {
                args[toInt(link.get(1))] = target;
            }
        }
        return new Linked(nodes);
    }

    /** An argument's nodes as built, before any link: a list's from its head, a tree's in level order. */
    private static Object[] builtNodes(Object root, NodeType type) {
        if (root == null || type == null || type instanceof NaryType) {
            return new Object[0];
        }
        if (type.children == 1) {
            int count = 0;
            for (Object node = root; node != null; node = type.child(node, 0)) {
                count++;
            }
            Object[] nodes = new Object[count];
            Object node = root;
            for (int index = 0; index < count; index++) {
                nodes[index] = node;
                node = type.child(node, 0);
            }
            return nodes;
        }
        Object[] nodes = new Object[64];
        nodes[0] = root;
        int made = 1;
        for (int next = 0; next < made; next++) { // grows as it goes: level order
            for (int side = 0; side < 2; side++) {
                Object child = type.child(nodes[next], side);
                if (child != null) {
                    if (made == nodes.length) {
                        nodes = java.util.Arrays.copyOf(nodes, made * 2);
                    }
                    nodes[made++] = child;
                }
            }
        }
        return java.util.Arrays.copyOf(nodes, made);
    }

    static final String LIST_CYCLE = "Found cycle in the ListNode";
    static final String TREE_CYCLE = "Found a cycle or a shared node in the TreeNode";
    static final String NARY_CYCLE = "Found a cycle or a shared node in the Node tree";

    /**
     * A tree as its level order (trailing nulls dropped, the empty tree []) or a list as its values,
     * without recursion; a node met twice (a cycle, a shared subtree) cannot be written: NodeError.
     * Nodes are told apart by identity, whatever the class's equals and hashCode say. The output
     * limit is checked after each value, and the walk stops at the first node met again unless the
     * limit stopped it before: what is said (NodeError or TooLarge) does not depend on how the
     * nodes are checked.
     */
    private static void writeNodes(Bytes out, Object root, NodeType type) {
        if (type instanceof NestedType) {
            writeNested(out, root, (NestedType) type);
            return;
        }
        out.put('[').check();
        if (type instanceof NaryType) {
            writeNary(out, root, (NaryType) type);
        } else if (type.children < 1) {
            if (type instanceof GraphType) {
                writeGraph(out, root, (GraphType) type);
            } else if (type instanceof MultilevelType) {
                writeMultilevel(out, root, type);
            } else if (root != null) {
                writeRandomList(out, root, type);
            }
        } else if (type instanceof NextType) {
            writeNextTree(out, root, (NextType) type);
        } else if (root != null && type.children == 1) {
            ListWriter writer = new ListWriter(out, type, root);
            try {
                writer.start();
                while (writer.next()) {
                    // one call per node: see Builder
                }
            } catch (TooLarge error) {
                writer.tooLarge();
                throw error;
            }
        } else if (root != null) {
            TreeWriter writer = new TreeWriter(out, type, root);
            while (writer.next()) {
                // one call per node: see Builder
            }
        }
        out.put(']').check();
    }

    static final String NESTED_CYCLE = "Found a cycle in the NestedInteger: a list that holds itself";

    /**
     * A NestedInteger's JSON (null for none: what the method returned), with a stack of its own:
     * an integer, or a list's items between brackets, without spaces. A list met again inside
     * itself (or inside a list it is in) cannot be written: NodeError; one held twice side by side
     * is written twice. The output limit is checked after each value and bracket.
     */
    private static void writeNested(Bytes out, Object root, NestedType type) {
        java.util.IdentityHashMap<Object, Object> open = new java.util.IdentityHashMap<>(); // the lists being written
        java.util.ArrayList<Object> lists = new java.util.ArrayList<>(); // the same, innermost last
        java.util.ArrayList<java.util.Iterator<?>> left = new java.util.ArrayList<>(); // the items each has left
        Object item = root;
        boolean comma = false; // whether the item follows another in its list
        while (true) {
            if (item == null || type.isInteger(item)) {
                Object number = item == null ? null : type.integerOf(item);
                if (number == null) {
                    (comma ? out.put(',') : out).ascii("null").check();
                } else {
                    out.value(((Number) number).intValue(), comma);
                }
                comma = true;
            } else {
                if (open.put(item, item) != null) {
                    throw new NodeError(NESTED_CYCLE);
                }
                (comma ? out.put(',') : out).put('[').check();
                java.util.List<?> items = type.listOf(item);
                lists.add(item);
                left.add(items == null ? java.util.Collections.emptyIterator() : items.iterator());
                comma = false;
            }
            // The next item: the innermost list's next one, the lists it ends closed.
            item = null;
            while (true) {
                int top = left.size() - 1;
                if (top < 0) {
                    return;
                }
                if (left.get(top).hasNext()) {
                    item = left.get(top).next();
                    break;
                }
                out.put(']').check();
                open.remove(lists.remove(top));
                left.remove(top);
                comma = true;
            }
        }
    }

    /**
     * A binary tree's level order, breadth first: the nodes and missing children of one level after
     * another (a null is written only when a node comes after it, so trailing ones are dropped).
     */
    private static final class TreeWriter {
        private final Bytes out;
        private final NodeType type;
        private final Seen seen = new Seen();
        private Object[] queue = new Object[64]; // the nodes written, in level order: their children come next
        private int head;
        private int tail;

        TreeWriter(Bytes out, NodeType type, Object root) {
            this.out = out;
            this.type = type;
            out.nulls = 0;
            seen.add(root);
            out.value(type.value(root), false);
            queue[tail++] = root;
        }

        /** The next node's two children written; false when no node is left to take its children. */
        boolean next() {
            Object node = queue[head];
            queue[head++] = null;
            for (int side = 0; side < 2; side++) {
                Object child = type.child(node, side);
                if (child == null) {
                    out.nulls++;
                    continue;
                }
                if (!seen.add(child)) {
                    throw new NodeError(TREE_CYCLE);
                }
                if (out.nulls > 0) {
                    out.writeNulls(); // and the comma before them
                    out.value(type.value(child), false);
                } else {
                    out.value(type.value(child), true);
                }
                if (tail == queue.length) {
                    queue = java.util.Arrays.copyOf(queue, tail * 2);
                }
                queue[tail++] = child;
            }
            return head < tail;
        }
    }

    /**
     * A list's values, in order. A list that comes back to a node is found by Brent's algorithm (a
     * node kept, compared with each next one, and moved ahead at each power of two), which hashes
     * nothing: it stops within a few laps of the cycle, after the first node met again. That is
     * LeetCode's error as it is, unless the output limit was passed in between: then the first
     * nodes are checked one by one, to say what the first node met again would have.
     */
    private static final class ListWriter {
        private final Bytes out;
        private final NodeType type;
        private final Object head;
        private Object node; // the last one written
        private long index; // its position
        private Object kept; // Brent's: a node written, which a cycle comes back to
        private long power = 1;
        private long steps;

        ListWriter(Bytes out, NodeType type, Object head) {
            this.out = out;
            this.type = type;
            this.head = head;
            node = head;
            kept = head;
        }

        void start() {
            out.value(type.value(head), false);
        }

        /** The node after the last one written; false at the end of the list. */
        boolean next() {
            if (steps == power) {
                kept = node;
                power <<= 1;
                steps = 0;
            }
            Object following = type.child(node, 0);
            steps++;
            if (following == null) {
                return false;
            }
            if (following == kept) {
                throw new NodeError(LIST_CYCLE);
            }
            node = following;
            index++;
            out.value(type.value(following), true);
            return true;
        }

        /** The output limit was passed at the last node written: NodeError if a node was met again on
         * the way (the walk would have stopped there first). */
        void tooLarge() {
            Seen seen = new Seen();
            Object at = head;
            for (long i = 0; i <= index; i++, at = type.child(at, 0)) {
                if (!seen.add(at)) {
                    throw new NodeError(LIST_CYCLE);
                }
            }
        }
    }

    /**
     * Nodes met, by identity: open addressing on System.identityHashCode, with no boxing or entry
     * objects (an IdentityHashMap's put costs more, and it runs interpreted while cold). A table that
     * outgrows its first size takes the size of the nodes built for the case's arguments, if larger
     * (an answer is often about as large): growing again and again copies the table each time, in
     * a loop that runs interpreted.
     */
    private static final class Seen {
        private Object[] table = new Object[64];
        private int size;

        /** Whether node is in the set. */
        boolean contains(Object node) {
            Object[] slots = table;
            int mask = slots.length - 1;
            int hash = System.identityHashCode(node);
            for (int at = (hash ^ (hash >>> 16)) & mask; slots[at] != null; at = (at + 1) & mask) {
                if (slots[at] == node) {
                    return true;
                }
            }
            return false;
        }

        /** false when node is in the set already. */
        boolean add(Object node) {
            Object[] slots = table;
            int mask = slots.length - 1;
            int hash = System.identityHashCode(node);
            int at = (hash ^ (hash >>> 16)) & mask;
            while (true) {
                Object there = slots[at];
                if (there == null) {
                    slots[at] = node;
                    if (++size * 2 > slots.length) {
                        grow();
                    }
                    return true;
                }
                if (there == node) {
                    return false;
                }
                at = (at + 1) & mask;
            }
        }

        private void grow() {
            Object[] old = table;
            int capacity = old.length * 2;
            if (old.length == 64) {
                while (capacity < 2L * nodesBuilt && capacity < 1 << 24) {
                    capacity *= 2;
                }
            }
            table = new Object[capacity];
            int mask = capacity - 1;
            for (Object node : old) {
                if (node != null) {
                    int hash = System.identityHashCode(node);
                    int at = (hash ^ (hash >>> 16)) & mask;
                    while (table[at] != null) {
                        at = (at + 1) & mask;
                    }
                    table[at] = node;
                }
            }
        }
    }

    /**
     * An N-ary tree's items in LeetCode's serialization (the caller writes the brackets): the root,
     * null, then for each node in level order its children (null ones skipped) and a null; the
     * nulls are written only when a value comes after them, so trailing ones are dropped.
     */
    private static void writeNary(Bytes out, Object root, NaryType type) {
        if (root == null) {
            return;
        }
        Seen seen = new Seen();
        out.value(type.value(root), false);
        long nulls = 1; // the root's own group's end, not written yet
        java.util.ArrayList<Object> queue = new java.util.ArrayList<>();
        queue.add(root);
        for (int head = 0; head < queue.size(); head++) {
            Object node = queue.set(head, null);
            if (!seen.add(node)) {
                throw new NodeError(NARY_CYCLE);
            }
            java.util.List<?> children = type.children(node);
            if (children != null) {
                for (Object child : children) {
                    if (child == null) {
                        continue;
                    }
                    for (; nulls > 0; nulls--) {
                        out.ascii(",null").check();
                    }
                    out.value(type.value(child), true);
                    queue.add(child);
                }
            }
            nulls++; // the end of the node's group
        }
    }

    /**
     * A JSON array as the reader makes it: a List (read only) whose integers are kept unboxed. The
     * harness's builders read the fields directly; other code gets the integers boxed, from get().
     */
    static final class Items extends java.util.AbstractList<Object> implements java.util.RandomAccess {
        /** The item of an integer, whose value is in numbers. */
        static final Object INTEGER = new Object();
        Object[] items = new Object[8];
        long[] numbers; // made with the first integer
        int size;

        @Override
        public Object get(int index) {
            java.util.Objects.checkIndex(index, size);
            Object item = items[index];
            return item == INTEGER ? Long.valueOf(numbers[index]) : item;
        }

        @Override
        public int size() {
            return size;
        }

        /** Room for one more item. */
        void room() {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
                if (numbers != null) {
                    numbers = java.util.Arrays.copyOf(numbers, size * 2);
                }
            }
        }

        void append(Object item) {
            room();
            items[size++] = item;
        }

        /** The item at index as an int (an integer's value cut to 32 bits, as Number.intValue does). */
        int intAt(int index) {
            Object item = items[index];
            return item == INTEGER ? (int) numbers[index] : toInt(item);
        }
    }

    /**
     * A minimal JSON reader for the judge's own frames, one a line on the control channel, read in
     * blocks and parsed from the bytes as they come (no line is decoded into a String first). Cold
     * code runs interpreted until the JIT compiles it, and a loop is compiled only after some 60,000
     * iterations in one call, but a method after a few hundred calls: so each item of an array is
     * read by a call of item(), which reads the usual ones (integers, null) itself, with few calls
     * (each costs much more than a bytecode while interpreted), and is compiled early in a large case.
     */
    private static final class Json {
        private static final int BLOCK = 1 << 16;
        private final java.io.InputStream in;
        private byte[] data = new byte[BLOCK];
        private int at; // the next byte to read
        private int end; // the end of the bytes read so far

        Json(java.io.InputStream in) {
            this.in = in;
        }

        /** The next line's value, or null at the channel's end. */
        Object frame() throws java.io.IOException {
            if (end == 0 && !fill()) {
                return null;
            }
            Object value = value();
            // The line's end; nothing is read past it (the next frame may not have been sent).
            while (at < end || fill()) {
                if (data[at++] == '\n') {
                    break;
                }
            }
            // The next frame starts the buffer (positions in it then hold while it grows): what was
            // read ahead moves down, into a new buffer when a large frame grew this one (which is
            // not kept while the case runs).
            int ahead = end - at;
            byte[] target = data.length > BLOCK ? new byte[Math.max(BLOCK, ahead)] : data;
            System.arraycopy(data, at, target, 0, ahead);
            data = target;
            at = 0;
            end = ahead;
            return value;
        }

        /** Read more of the channel after end (the buffer grown when full); false at its end. */
        private boolean fill() throws java.io.IOException {
            if (end == data.length) {
                data = java.util.Arrays.copyOf(data, data.length * 2);
            }
            int read = in.read(data, end, data.length - end);
            if (read <= 0) {
                return false;
            }
            end += read;
            return true;
        }

        /** At least count bytes from at, read. */
        private void need(int count) throws java.io.IOException {
            while (end - at < count) {
                if (!fill()) {
                    throw new java.io.EOFException("the control channel ended inside a line");
                }
            }
        }

        /** The byte at at (read first if need be). */
        private int peek() throws java.io.IOException {
            if (at == end) {
                need(1);
            }
            return data[at];
        }

        Object value() throws java.io.IOException {
            skipSpace();
            switch (data[at]) {
                case '{':
                    return object();
                case '[':
                    return array();
                case '"':
                    return string();
                case 't':
                    need(4);
                    at += 4;
                    return Boolean.TRUE;
                case 'f':
                    need(5);
                    at += 5;
                    return Boolean.FALSE;
                case 'n':
                    need(4);
                    at += 4;
                    return null;
                default:
                    return number();
            }
        }

        /** Past white space (ASCII up to ' '), to the next byte, read. */
        private void skipSpace() throws java.io.IOException {
            while (true) {
                int c = peek();
                if (c < 0 || c > ' ') {
                    return; // a byte of a UTF-8 sequence (negative) is not space
                }
                at++;
            }
        }

        private java.util.Map<String, Object> object() throws java.io.IOException {
            java.util.Map<String, Object> map = new java.util.HashMap<>();
            at++;
            skipSpace();
            if (data[at] == '}') {
                at++;
                return map;
            }
            while (true) {
                skipSpace();
                String key = string();
                skipSpace();
                at++; // ':'
                map.put(key, value());
                skipSpace();
                if (data[at++] == '}') {
                    return map;
                }
            }
        }

        private Items array() throws java.io.IOException {
            Items list = new Items();
            at++;
            skipSpace();
            if (data[at] == ']') {
                at++;
                return list;
            }
            while (item(list)) {
                // one call per item: see the class's comment
            }
            return list;
        }

        /**
         * An item of an array, added to list, and what follows it: true when another item comes. An
         * integer of up to 18 digits or null, followed by ',' or ']', is read here when its bytes
         * are all read already (SHORT of them are) and the list has room; anything else by
         * anyItem() (a method of its own: the JIT then compiles this one sooner).
         */
        private boolean item(Items list) throws java.io.IOException {
            byte[] bytes = data;
            int next = at;
            int size = list.size;
            if (end - next < SHORT || size == list.items.length) {
                return anyItem(list);
            }
            int c = bytes[next];
            if (c == 'n') {
                next += 4;
                list.items[size] = null;
            } else {
                boolean negative = c == '-';
                if (negative) {
                    next++;
                }
                int first = next;
                long magnitude = 0;
                for (c = bytes[next]; c >= '0' && c <= '9' && next - first < 18; c = bytes[++next]) {
                    magnitude = magnitude * 10 + (c - '0');
                }
                if (next == first) {
                    return anyItem(list); // not an integer (nor null)
                }
                if (list.numbers == null) {
                    list.numbers = new long[list.items.length];
                }
                list.numbers[size] = negative ? -magnitude : magnitude;
                list.items[size] = Items.INTEGER;
            }
            c = bytes[next];
            if (c != ',' && c != ']') {
                return anyItem(list); // a fraction, an exponent, 19 digits or more, white space
            }
            list.size = size + 1;
            at = next + 1;
            return c == ',';
        }

        /** An item of any kind, as item() says. */
        private boolean anyItem(Items list) throws java.io.IOException {
            list.append(value());
            skipSpace();
            return data[at++] != ']'; // else ','
        }

        /** How many bytes item() wants read ahead: an 18-digit integer, its sign and what follows. */
        private static final int SHORT = 24;

        private String string() throws java.io.IOException {
            at++; // the opening quote
            int start = at;
            while (true) {
                if (at == end) {
                    need(1);
                }
                int c = data[at];
                if (c == '"') {
                    at++;
                    return new String(data, start, at - 1 - start, java.nio.charset.StandardCharsets.ISO_8859_1);
                }
                if (c == '\\' || c < 0) {
                    break; // an escape, or a character beyond ASCII
                }
                at++;
            }
            // Escapes: the text between them is decoded as UTF-8 (a sequence never holds '\\' or '"').
            StringBuilder out = new StringBuilder(at - start + 16);
            at = start;
            int run = at; // where the text not yet added starts
            while (true) {
                int c = peek();
                if (c != '"' && c != '\\') {
                    at++;
                    continue;
                }
                out.append(new String(data, run, at - run, java.nio.charset.StandardCharsets.UTF_8));
                at++;
                if (c == '"') {
                    return out.toString();
                }
                int escape = peek();
                at++;
                switch (escape) {
                    case 'n':
                        out.append('\n');
                        break;
                    case 't':
                        out.append('\t');
                        break;
                    case 'r':
                        out.append('\r');
                        break;
                    case 'b':
                        out.append('\b');
                        break;
                    case 'f':
                        out.append('\f');
                        break;
                    case 'u':
                        need(4);
                        String hex = new String(data, at, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
                        out.append((char) Integer.parseInt(hex, 16));
                        at += 4;
                        break;
                    default:
                        if (escape >= 0) {
                            out.append((char) escape); // '"', '\\', '/'
                        } else {
                            at--; // a character beyond ASCII, read with the text that follows
                        }
                }
                run = at;
            }
        }

        /** A Long (a BigInteger beyond its range) or a Double. */
        private Object number() throws java.io.IOException {
            int start = at;
            // The usual number: an integer of up to 18 digits, added up as it is read.
            boolean negative = data[at] == '-';
            if (negative) {
                at++;
            }
            long magnitude = 0;
            int digits = 0;
            while (at < end || fill()) {
                int c = data[at];
                if (c < '0' || c > '9') {
                    break;
                }
                magnitude = magnitude * 10 + (c - '0');
                digits++;
                at++;
            }
            if (digits > 0 && digits <= 18 && !(at < end && isNumberPart(data[at]))) {
                return Long.valueOf(negative ? -magnitude : magnitude);
            }
            // Anything else (a fraction, an exponent, 19 digits or more): read again, and parsed as text.
            at = start;
            boolean integral = true;
            while (at < end || fill()) {
                int c = data[at];
                if (c == '.' || c == 'e' || c == 'E') {
                    integral = false;
                } else if (!isNumberPart(c)) {
                    break;
                }
                at++;
            }
            String text = new String(data, start, at - start, java.nio.charset.StandardCharsets.ISO_8859_1);
            if (integral) {
                try {
                    return Long.parseLong(text);
                } catch (NumberFormatException tooLong) {
                    return new java.math.BigInteger(text);
                }
            }
            return Double.parseDouble(text);
        }

        private static boolean isNumberPart(int c) {
            return c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' || (c >= '0' && c <= '9');
        }
    }

    // ---- the returned value as JSON ----

    static String encode(Object value) {
        if (packedMaxSize > 0 && value instanceof java.util.List) {
            String packed = packedBoards((java.util.List<?>) value);
            if (packed != null) {
                return packed;
            }
        }
        StringBuilder out = new StringBuilder(64);
        write(out, value, new Object[MAX_DEPTH], 0);
        return out.toString();
    }

    /**
     * {"$type":"boards","size":m,"columns":...} for a non-empty list of m-row boards whose rows each hold
     * one packed mark among fill characters (one character per row, chr(48 + column)); null when the value is anything else.
     */
    private static String packedBoards(java.util.List<?> boards) {
        if (boards.isEmpty() || !(boards.get(0) instanceof java.util.List)) {
            return null;
        }
        int size = ((java.util.List<?>) boards.get(0)).size();
        if (size <= 0 || size > packedMaxSize) {
            return null;
        }
        long plain = (long) boards.size() * (size * size + 3L * size + 2) + 1;
        StringBuilder columns = new StringBuilder(boards.size() * size);
        for (Object board : boards) {
            if (!(board instanceof java.util.List) || ((java.util.List<?>) board).size() != size) {
                return null;
            }
            int rows = 0;
            for (Object row : (java.util.List<?>) board) {
                if (!(row instanceof String) || ((String) row).length() != size || ++rows > size) {
                    return null;
                }
                int column = markColumn((String) row);
                if (column < 0) {
                    return null;
                }
                columns.append((char) ('0' + column));
            }
            if (rows != size) {
                return null;
            }
        }
        // The output limit is about the value, not its transport: count the size of its plain JSON.
        if (plain > budget) {
            throw new TooLarge();
        }
        return "{\"$type\":\"boards\",\"size\":" + size + ",\"columns\":\"" + columns + "\"}";
    }

    /** The column of the row's only mark when every other character is the fill, else -1. */
    private static int markColumn(String row) {
        int found = -1;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c == packedMark && found < 0) {
                found = i;
            } else if (c != packedFill) {
                return -1;
            }
        }
        return found;
    }

    private static void emit(StringBuilder out, String text) {
        out.append(text);
        if (out.length() > budget) {
            throw new TooLarge();
        }
    }

    private static void write(StringBuilder out, Object value, Object[] path, int depth) {
        if (out.length() > budget) {
            throw new TooLarge();
        }
        if (value == null) {
            emit(out, "null");
        } else if (value instanceof Boolean) {
            emit(out, (Boolean) value ? "true" : "false");
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte || value instanceof java.math.BigInteger) {
            emit(out, value.toString());
        } else if (value instanceof Float && !((Float) value).isNaN() && !((Float) value).isInfinite()) {
            emit(out, Float.toString((Float) value));
        } else if (value instanceof Double || value instanceof Float) {
            writeDouble(out, ((Number) value).doubleValue());
        } else if (value instanceof CharSequence || value instanceof Character) {
            quote(out, value.toString());
            if (out.length() > budget) {
                throw new TooLarge();
            }
        } else if (value instanceof Iterable || value.getClass().isArray()) {
            if (depth >= MAX_DEPTH) {
                tagged(out, "deep", value);
                return;
            }
            for (int i = 0; i < depth; i++) {
                if (path[i] == value) {
                    tagged(out, "cycle", value);
                    return;
                }
            }
            path[depth] = value;
            out.append('[');
            boolean first = true;
            if (writeScalars(out, value)) {
                // an array of a scalar type, written
            } else if (value instanceof Iterable) {
                for (Object item : (Iterable<?>) value) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    write(out, item, path, depth + 1);
                }
            } else {
                int length = java.lang.reflect.Array.getLength(value);
                for (int i = 0; i < length; i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(out, java.lang.reflect.Array.get(value, i), path, depth + 1);
                }
            }
            emit(out, "]");
            path[depth] = null;
        } else if (value instanceof java.util.Map) {
            emit(out, "{\"$type\":\"dict\",\"size\":" + ((java.util.Map<?, ?>) value).size() + "}");
        } else {
            boolean iterator = value instanceof java.util.Iterator || value instanceof java.util.stream.BaseStream;
            emit(out, "{\"$type\":\"object\",\"type\":");
            quote(out, value.getClass().getSimpleName().isEmpty() ? value.getClass().getName()
                    : value.getClass().getSimpleName());
            emit(out, ",\"iterator\":" + iterator + "}");
        }
    }

    /** The items of an int[], long[], boolean[], double[] or char[] (a char as a one-character string), without
     * boxing each; false (nothing written) for any other value. The caller writes the brackets. */
    private static boolean writeScalars(StringBuilder out, Object value) {
        if (value instanceof int[]) {
            int[] array = (int[]) value;
            for (int i = 0; i < array.length; i++) {
                emit(i > 0 ? out.append(',') : out, Integer.toString(array[i]));
            }
        } else if (value instanceof long[]) {
            long[] array = (long[]) value;
            for (int i = 0; i < array.length; i++) {
                emit(i > 0 ? out.append(',') : out, Long.toString(array[i]));
            }
        } else if (value instanceof boolean[]) {
            boolean[] array = (boolean[]) value;
            for (int i = 0; i < array.length; i++) {
                emit(i > 0 ? out.append(',') : out, array[i] ? "true" : "false");
            }
        } else if (value instanceof char[]) {
            char[] array = (char[]) value;
            for (int i = 0; i < array.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                quote(out, String.valueOf(array[i]));
                if (out.length() > budget) {
                    throw new TooLarge();
                }
            }
        } else if (value instanceof double[]) {
            double[] array = (double[]) value;
            for (int i = 0; i < array.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                writeDouble(out, array[i]);
            }
        } else {
            return false;
        }
        return true;
    }

    /** A finite double as Java writes it (2.5, 1.0E300: valid JSON); NaN and the infinities tagged. */
    private static void writeDouble(StringBuilder out, double number) {
        if (Double.isNaN(number)) {
            emit(out, "{\"$type\":\"float\",\"repr\":\"nan\"}");
        } else if (Double.isInfinite(number)) {
            emit(out, number > 0 ? "{\"$type\":\"float\",\"repr\":\"inf\"}" : "{\"$type\":\"float\",\"repr\":\"-inf\"}");
        } else {
            emit(out, Double.toString(number));
        }
    }

    private static void tagged(StringBuilder out, String kind, Object value) {
        emit(out, "{\"$type\":\"" + kind + "\",\"type\":");
        quote(out, value.getClass().getSimpleName());
        emit(out, "}");
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** text as a JSON string: quotes, backslashes, control characters and unpaired surrogates escaped. */
    static void quote(StringBuilder out, String text) {
        out.append('"');
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c < 0x20 || c == 0x7f) {
                hex(out, c);
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                hex(out, c);
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    private static void hex(StringBuilder out, char c) {
        out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 15]).append(HEX[(c >> 4) & 15]).append(HEX[c & 15]);
    }
}

/**
 * LeetCode's Iterator of 284 (JudgeHarness__.iteratorOver()): hasNext and next over a case's
 * integers, nothing more (remove is Iterator's default, unsupported). A class of its own, not
 * one inside the harness, so that the frames of a next() past the end are the submission's, from
 * the line that called it: a Runtime Error that says what went wrong.
 */
final class LeetCodeIterator__ implements java.util.Iterator<Integer> {
    private final int[] values;
    private int at;

    LeetCodeIterator__(int[] values) {
        this.values = values;
    }

    @Override
    public boolean hasNext() {
        return at < values.length;
    }

    @Override
    public Integer next() {
        if (at >= values.length) {
            throw new java.util.NoSuchElementException("next() called after the last element");
        }
        return values[at++];
    }
}

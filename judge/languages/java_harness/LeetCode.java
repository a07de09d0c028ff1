// What a case exported by `judge export` needs besides LeetCode's own classes: building its trees
// (binary and N-ary) and linked lists, reading a large value from its JSON, and printing the answer as LeetCode shows
// it. judge export (java.py's standalone()) copies this file beside the solution, without the
// parts of a node class the problem does not use (between the `//+Name` and `//-Name` lines); it
// is not part of the judge's harness.
//
// Names are imported one by one: a class of the solution's file named List or Arrays must not
// change what they mean here.

import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

final class LeetCode {
    private LeetCode() {}

    /** A mutable list of the items, as LeetCode passes a List. */
    @SafeVarargs
    static <T> List<T> list(T... items) {
        return new ArrayList<>(Arrays.asList(items));
    }

    //+TreeNode
    /** The tree of a level order, null for a missing child: tree(1, null, 2). */
    static TreeNode tree(Integer... values) {
        if (values == null || values.length == 0 || values[0] == null) {
            return null;
        }
        TreeNode[] nodes = new TreeNode[values.length];
        for (int i = 0; i < values.length; i++) {
            nodes[i] = values[i] == null ? null : new TreeNode(values[i]);
        }
        int child = 1;
        for (int i = 0; i < nodes.length && child < nodes.length; i++) {
            if (nodes[i] != null) {
                nodes[i].left = nodes[child++];
                if (child < nodes.length) {
                    nodes[i].right = nodes[child++];
                }
            }
        }
        return nodes[0];
    }
    //-TreeNode

    //+ListNode
    /** The linked list of the values (null when there is none). */
    static ListNode linked(int... values) {
        ListNode head = null;
        for (int i = values.length - 1; i >= 0; i--) {
            head = new ListNode(values[i], head);
        }
        return head;
    }
    //-ListNode

    //+Node
    /**
     * The N-ary tree of LeetCode's serialization: the root, null, then the children of each node in
     * level order, each group ended by null: nary(1, null, 3, 2, 4, null, 5, 6). Every node gets a
     * list of children, a leaf an empty one, as LeetCode's do.
     */
    static Node nary(Integer... values) {
        if (values == null || values.length == 0 || values[0] == null) {
            return null;
        }
        List<Node> queue = new ArrayList<>(); // the nodes made, in level order
        queue.add(new Node(values[0], new ArrayList<>()));
        int position = 2; // after the root and its null
        for (int i = 0; i < queue.size() && position < values.length; i++) {
            Node node = queue.get(i);
            while (position < values.length && values[position] != null) {
                Node child = new Node(values[position++], new ArrayList<>());
                node.children.add(child);
                queue.add(child);
            }
            position++; // the group's null
        }
        return queue.get(0);
    }
    //-Node

    /**
     * A value of the Java type named (as declared: "int[][]", "List<List<String>>", "TreeNode") from
     * its JSON, for a value too large to write as a literal: a method's code is at most 64 kB.
     */
    @SuppressWarnings("unchecked")
    static <T> T parse(String type, String json) {
        Json reader = new Json(json);
        Object value = reader.value();
        reader.end();
        return (T) convert(value, type.replace(" ", ""));
    }

    private static Object convert(Object value, String type) {
        if (value == null) {
            return null;
        }
        if (type.endsWith("[]")) {
            String item = type.substring(0, type.length() - 2);
            List<?> items = (List<?>) value;
            Object array = Array.newInstance(classOf(item), items.size());
            for (int i = 0; i < items.size(); i++) {
                Array.set(array, i, convert(items.get(i), item));
            }
            return array;
        }
        if (type.startsWith("List<")) {
            String item = type.substring("List<".length(), type.length() - 1);
            List<Object> list = new ArrayList<>();
            for (Object each : (List<?>) value) {
                list.add(convert(each, item));
            }
            return list;
        }
        switch (type) {
            case "int":
            case "Integer":
                return ((BigDecimal) value).intValueExact();
            case "long":
            case "Long":
                return ((BigDecimal) value).longValueExact();
            case "double":
            case "Double":
                return ((BigDecimal) value).doubleValue();
            case "boolean":
            case "Boolean":
                return (Boolean) value;
            case "char":
            case "Character":
                return ((String) value).charAt(0);
            case "String":
                return (String) value;
            //+TreeNode
            case "TreeNode":
                return tree((Integer[]) convert(value, "Integer[]"));
            //-TreeNode
            //+ListNode
            case "ListNode":
                return linked((int[]) convert(value, "int[]"));
            //-ListNode
            //+Node
            case "Node":
                return nary((Integer[]) convert(value, "Integer[]"));
            //-Node
            default:
                throw new IllegalArgumentException("no such type: " + type);
        }
    }

    private static Class<?> classOf(String type) {
        if (type.endsWith("[]")) {
            return Array.newInstance(classOf(type.substring(0, type.length() - 2)), 0).getClass();
        }
        if (type.startsWith("List<")) {
            return List.class;
        }
        switch (type) {
            case "int":
                return int.class;
            case "long":
                return long.class;
            case "double":
                return double.class;
            case "boolean":
                return boolean.class;
            case "char":
                return char.class;
            case "Integer":
                return Integer.class;
            case "String":
                return String.class;
            //+TreeNode
            case "TreeNode":
                return TreeNode.class;
            //-TreeNode
            //+ListNode
            case "ListNode":
                return ListNode.class;
            //-ListNode
            //+Node
            case "Node":
                return Node.class;
            //-Node
            default:
                throw new IllegalArgumentException("no such type: " + type);
        }
    }

    /**
     * The answer as LeetCode shows it: JSON with no spaces, a double with five decimals, a char as a
     * string of one, a tree in level order (trailing nulls dropped), a linked list as its values,
     * an N-ary tree in LeetCode's serialization.
     */
    static String toJson(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    //+TreeNode
    /** A tree as LeetCode shows it: its level order, [] for the empty tree (null). */
    static String toJson(TreeNode root) {
        return toJson(levelOrder(root));
    }
    //-TreeNode

    //+ListNode
    /** A linked list as LeetCode shows it: its values, [] for the empty list (null). */
    static String toJson(ListNode head) {
        return toJson(values(head));
    }
    //-ListNode

    //+Node
    /** An N-ary tree as LeetCode shows it: its serialization, [] for the empty tree (null). */
    static String toJson(Node root) {
        return toJson(serialized(root));
    }
    //-Node

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Double || value instanceof Float) {
            out.append(String.format(Locale.ROOT, "%.5f", ((Number) value).doubleValue()));
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof String || value instanceof Character) {
            writeString(value.toString(), out);
        //+TreeNode
        } else if (value instanceof TreeNode) {
            write(levelOrder((TreeNode) value), out);
        //-TreeNode
        //+ListNode
        } else if (value instanceof ListNode) {
            write(values((ListNode) value), out);
        //-ListNode
        //+Node
        } else if (value instanceof Node) {
            write(serialized((Node) value), out);
        //-Node
        } else if (value.getClass().isArray()) {
            // In an array of trees or linked lists, null is the empty one.
            boolean nodes = holdsNodes(value.getClass().getComponentType());
            out.append('[');
            for (int i = 0; i < Array.getLength(value); i++) {
                Object item = Array.get(value, i);
                out.append(i == 0 ? "" : ",");
                if (item == null && nodes) {
                    out.append("[]");
                } else {
                    write(item, out);
                }
            }
            out.append(']');
        } else if (value instanceof Iterable) {
            out.append('[');
            boolean first = true;
            for (Object item : (Iterable<?>) value) {
                out.append(first ? "" : ",");
                first = false;
                write(item, out);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("cannot print a " + value.getClass().getName());
        }
    }

    private static boolean holdsNodes(Class<?> type) {
        //+TreeNode
        if (type == TreeNode.class) {
            return true;
        }
        //-TreeNode
        //+ListNode
        if (type == ListNode.class) {
            return true;
        }
        //-ListNode
        //+Node
        if (type == Node.class) {
            return true;
        }
        //-Node
        return false;
    }

    private static void writeString(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                case '\b':
                    out.append("\\b");
                    break;
                case '\f':
                    out.append("\\f");
                    break;
                default:
                    if (c < 0x20) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    //+TreeNode
    private static List<Integer> levelOrder(TreeNode root) { // null: the empty tree
        List<Integer> values = new ArrayList<>();
        List<TreeNode> queue = new ArrayList<>(Collections.singletonList(root));
        Map<TreeNode, Boolean> seen = new IdentityHashMap<>();
        for (int i = 0; i < queue.size(); i++) { // the queue grows as it goes
            TreeNode node = queue.get(i);
            if (node == null) {
                values.add(null);
                continue;
            }
            if (seen.put(node, true) != null) {
                throw new IllegalStateException("the tree has a cycle or a shared node");
            }
            values.add(node.val);
            queue.add(node.left);
            queue.add(node.right);
        }
        while (!values.isEmpty() && values.get(values.size() - 1) == null) {
            values.remove(values.size() - 1);
        }
        return values;
    }
    //-TreeNode

    //+ListNode
    private static List<Integer> values(ListNode head) {
        List<Integer> values = new ArrayList<>();
        Map<ListNode, Boolean> seen = new IdentityHashMap<>();
        for (ListNode node = head; node != null; node = node.next) {
            if (seen.put(node, true) != null) {
                throw new IllegalStateException("the linked list has a cycle");
            }
            values.add(node.val);
        }
        return values;
    }
    //-ListNode

    //+Node
    /**
     * An N-ary tree's serialization: the root, null, then each node's children in level order (null
     * children skipped), each group ended by null; trailing nulls dropped.
     */
    private static List<Integer> serialized(Node root) { // null: the empty tree
        List<Integer> values = new ArrayList<>();
        if (root == null) {
            return values;
        }
        values.add(root.val);
        values.add(null);
        List<Node> queue = new ArrayList<>(Collections.singletonList(root));
        Map<Node, Boolean> seen = new IdentityHashMap<>();
        for (int i = 0; i < queue.size(); i++) { // the queue grows as it goes
            Node node = queue.get(i);
            if (seen.put(node, true) != null) {
                throw new IllegalStateException("the N-ary tree has a cycle or a shared node");
            }
            if (node.children != null) {
                for (Node child : node.children) {
                    if (child != null) {
                        values.add(child.val);
                        queue.add(child);
                    }
                }
            }
            values.add(null);
        }
        while (values.get(values.size() - 1) == null) {
            values.remove(values.size() - 1);
        }
        return values;
    }
    //-Node

    /** A JSON reader: a list is a List, a number a BigDecimal, a string a String. */
    private static final class Json {
        private final String text;
        private int at;

        Json(String text) {
            this.text = text;
        }

        Object value() {
            char c = next();
            if (c == '[') {
                at++;
                List<Object> items = new ArrayList<>();
                if (next() == ']') {
                    at++;
                    return items;
                }
                while (true) {
                    items.add(value());
                    char after = next();
                    at++;
                    if (after == ']') {
                        return items;
                    }
                    if (after != ',') {
                        throw error("',' or ']'");
                    }
                }
            }
            if (c == '"') {
                return string();
            }
            for (String word : new String[] {"null", "true", "false"}) {
                if (text.startsWith(word, at)) {
                    at += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            int start = at;
            while (at < text.length() && "+-.eE0123456789".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
            if (start == at) {
                throw error("a value");
            }
            return new BigDecimal(text.substring(start, at));
        }

        void end() {
            if (next() != 0) {
                throw error("the end");
            }
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++;
            while (text.charAt(at) != '"') {
                char c = text.charAt(at++);
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char escaped = text.charAt(at++);
                switch (escaped) {
                    case 'n':
                        out.append('\n');
                        break;
                    case 'r':
                        out.append('\r');
                        break;
                    case 't':
                        out.append('\t');
                        break;
                    case 'b':
                        out.append('\b');
                        break;
                    case 'f':
                        out.append('\f');
                        break;
                    case 'u':
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                        break;
                    default: // '"', '\\', '/'
                        out.append(escaped);
                }
            }
            at++;
            return out.toString();
        }

        /** The next character that is not white space (0 at the end), not taken. */
        private char next() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            return at < text.length() ? text.charAt(at) : 0;
        }

        private IllegalArgumentException error(String wanted) {
            return new IllegalArgumentException("JSON: " + wanted + " expected at " + at);
        }
    }
}

public class Codec {
    private static final String NULL = "N";
    private static final String SEPARATOR = " ";

    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        write(root, out);
        return out.toString();
    }

    private void write(TreeNode node, StringBuilder out) {
        if (node == null) {
            out.append(NULL).append(SEPARATOR);
            return;
        }
        out.append(node.val).append(SEPARATOR);
        write(node.left, out);
        write(node.right, out);
    }

    public TreeNode deserialize(String data) {
        Deque<String> tokens = new ArrayDeque<>(Arrays.asList(data.split(SEPARATOR)));
        return read(tokens);
    }

    private TreeNode read(Deque<String> tokens) {
        String token = tokens.poll();
        if (token.equals(NULL)) {
            return null;
        }
        TreeNode node = new TreeNode(Integer.valueOf(token));
        node.left = read(tokens);
        node.right = read(tokens);
        return node;
    }
}

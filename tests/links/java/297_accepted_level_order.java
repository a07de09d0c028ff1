/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode(int x) { val = x; }
 * }
 */
public class Codec {

    // Encodes a tree to a single string.
    public String serialize(TreeNode root) {
        StringBuilder out = new StringBuilder();
        Queue<TreeNode> queue = new LinkedList<>();
        queue.offer(root);
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            if (out.length() > 0) {
                out.append(',');
            }
            if (node == null) {
                out.append('#');
                continue;
            }
            out.append(node.val);
            queue.offer(node.left);
            queue.offer(node.right);
        }
        return out.toString();
    }

    // Decodes your encoded data to tree.
    public TreeNode deserialize(String data) {
        String[] items = data.split(",");
        if (items[0].equals("#")) {
            return null;
        }
        TreeNode root = new TreeNode(Integer.parseInt(items[0]));
        Queue<TreeNode> queue = new LinkedList<>();
        queue.offer(root);
        int at = 1;
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            if (!items[at].equals("#")) {
                node.left = new TreeNode(Integer.parseInt(items[at]));
                queue.offer(node.left);
            }
            at++;
            if (!items[at].equals("#")) {
                node.right = new TreeNode(Integer.parseInt(items[at]));
                queue.offer(node.right);
            }
            at++;
        }
        return root;
    }
}

// Your Codec object will be instantiated and called as such:
// Codec ser = new Codec();
// Codec deser = new Codec();
// TreeNode ans = deser.deserialize(ser.serialize(root));

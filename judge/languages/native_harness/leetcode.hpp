/* Building a case's trees and linked lists and writing an answer as LeetCode shows it, for a C++
 * case exported as a program of its own (`judge export` copies this file into the program's
 * leetcode.hpp, after the headers and structs LeetCode declares before a solution).
 *
 * leetcode::json(answer) is the answer as JSON on one line with no spaces: a double with five
 * decimals, a char as a string of one, a tree in level order with null for a missing child
 * (trailing nulls dropped), a linked list as its values, an N-ary tree as LeetCode serializes it
 * (the root, null, then each node's children in level order, each group ended by null, trailing
 * nulls dropped).
 *
 * Everything is in namespace leetcode, so that no name meets one of the solution's.
 */

namespace leetcode {

/* An integer: int, long long, or what a method may return in their place (a size_t). */
template <class Integer, std::enable_if_t<std::is_integral_v<Integer>, int> = 0>
std::string json(Integer value) {
    return std::to_string(value);
}

inline std::string json(bool value) { return value ? "true" : "false"; }

inline std::string json(double value) {
    char digits[64];
    std::snprintf(digits, sizeof digits, "%.5f", value);
    return digits;
}

/* A string in JSON quotes: a quote, a backslash and a control character escaped. */
inline std::string json(const std::string &text) {
    std::string quoted = "\"";
    for (unsigned char byte : text) {
        if (byte == '"' || byte == '\\') {
            quoted += '\\';
            quoted += static_cast<char>(byte);
        } else if (byte == '\n') {
            quoted += "\\n";
        } else if (byte == '\t') {
            quoted += "\\t";
        } else if (byte < 0x20 || byte == 0x7f) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            quoted += escaped;
        } else {
            quoted += static_cast<char>(byte);
        }
    }
    return quoted + "\"";
}

inline std::string json(char value) { return json(std::string(1, value)); }

#ifdef LEETCODE_TREE_NODE
/* The tree of a level order (std::nullopt for LeetCode's null), each node made by new as
 * LeetCode's are: every node present takes the next two entries as its children. */
inline TreeNode *tree(const std::vector<std::optional<int>> &levelOrder) {
    std::vector<TreeNode *> nodes;
    for (const std::optional<int> &value : levelOrder) nodes.push_back(value ? new TreeNode(*value) : nullptr);
    size_t child = 1;
    for (size_t index = 0; index < nodes.size() && child < nodes.size(); index++) {
        if (nodes[index] == nullptr) continue;
        nodes[index]->left = nodes[child++];
        if (child < nodes.size()) nodes[index]->right = nodes[child++];
    }
    return nodes.empty() ? nullptr : nodes[0];
}

/* A tree in level order, null for a missing child, the trailing nulls dropped. */
inline std::string json(TreeNode *root) {
    std::vector<TreeNode *> queue;
    if (root != nullptr) queue.push_back(root);
    size_t printed = 0;  // the queue's entries up to the last node, those printed
    for (size_t head = 0; head < queue.size(); head++) {
        if (queue[head] == nullptr) continue;
        printed = head + 1;
        queue.push_back(queue[head]->left);
        queue.push_back(queue[head]->right);
    }
    std::string text = "[";
    for (size_t index = 0; index < printed; index++) {
        if (index > 0) text += ",";
        text += queue[index] == nullptr ? "null" : std::to_string(queue[index]->val);
    }
    return text + "]";
}
#endif

#ifdef LEETCODE_LIST_NODE
/* The linked list of the values, each node made by new as LeetCode's are. */
inline ListNode *list(const std::vector<int> &values) {
    ListNode *head = nullptr;
    for (size_t index = values.size(); index > 0; index--) head = new ListNode(values[index - 1], head);
    return head;
}

/* A linked list as its values. */
inline std::string json(ListNode *head) {
    std::string text = "[";
    for (ListNode *node = head; node != nullptr; node = node->next) {
        if (node != head) text += ",";
        text += std::to_string(node->val);
    }
    return text + "]";
}
#endif

#ifdef LEETCODE_NARY_NODE
/* The N-ary tree of LeetCode's serialization (std::nullopt for its null), each node made by new as
 * LeetCode's are: the root, null, then the children of each node in level order, each group ended
 * by null. A leaf's children are an empty vector. */
inline Node *nary(const std::vector<std::optional<int>> &values) {
    std::vector<Node *> nodes;  // in level order: the n-th group of children is the n-th node's
    size_t parent = 0;
    for (size_t index = 0; index < values.size(); index++) {
        if (!values[index]) {
            if (index > 1) parent++;  // the null after the root opens the root's group
            continue;
        }
        nodes.push_back(new Node(*values[index]));
        if (index > 0) nodes[parent]->children.push_back(nodes.back());
    }
    return nodes.empty() ? nullptr : nodes[0];
}

/* An N-ary tree as LeetCode serializes it, trailing nulls dropped. */
inline std::string json(Node *root) {
    if (root == nullptr) return "[]";
    std::string text = "[" + std::to_string(root->val);
    std::vector<Node *> queue = {root};
    size_t nulls = 1;  // the nulls owed before the next value: the one after the root first
    for (size_t head = 0; head < queue.size(); head++) {
        for (Node *child : queue[head]->children) {
            if (child == nullptr) continue;
            for (; nulls > 0; nulls--) text += ",null";
            text += "," + std::to_string(child->val);
            queue.push_back(child);
        }
        nulls++;
    }
    return text + "]";
}
#endif

/* A list of any of these (vector<bool>'s items are bits: each is read as a bool). */
template <class T> std::string json(const std::vector<T> &items) {
    std::string text = "[";
    for (size_t index = 0; index < items.size(); index++) {
        const T &item = items[index];
        if (index > 0) text += ",";
        text += json(item);
    }
    return text + "]";
}

}  // namespace leetcode

class Solution {
    // Appends node's list, children first, after tail; gives the new tail.
    Node* append(Node* tail, Node* node) {
        while (node) {
            Node* after = node->next;
            Node* child = node->child;
            tail->next = node;
            node->prev = tail;
            node->child = nullptr;
            tail = child ? append(node, child) : node;
            node = after;
        }
        return tail;
    }

public:
    Node* flatten(Node* head) {
        if (!head) return nullptr;
        Node dummy{};  // LeetCode's Node is an aggregate: value-initialised, every pointer null
        append(&dummy, head);
        head->prev = nullptr;
        dummy.next = nullptr;
        return head;
    }
};

class Solution {
public:
    Node* flatten(Node* head) {
        // Puts every child list at the end of the list instead of after its parent.
        Node* last = head;
        while (last && last->next) last = last->next;
        for (Node* node = head; node; node = node->next) {
            if (node->child) {
                Node* child = node->child;
                node->child = nullptr;
                last->next = child;
                child->prev = last;
                while (last->next) last = last->next;
            }
        }
        return head;
    }
};

class Solution {
public:
    Node* copyRandomList(Node* head) {
        Node dummy(0);
        Node* tail = &dummy;
        for (Node* node = head; node; node = node->next) {
            tail->next = new Node(node->val);
            tail = tail->next;
            tail->random = node->random;  // still the original's random node
        }
        return dummy.next;
    }
};

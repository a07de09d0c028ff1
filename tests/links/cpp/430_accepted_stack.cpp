/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* prev;
    Node* next;
    Node* child;
};
*/

class Solution {
public:
    Node* flatten(Node* head) {
        // Splice each child list in at its parent, keeping what followed the parent on a stack.
        stack<Node*> waiting;
        for (Node* node = head; node; node = node->next) {
            if (node->child) {
                if (node->next) waiting.push(node->next);
                node->next = node->child;
                node->child->prev = node;
                node->child = nullptr;
            } else if (!node->next && !waiting.empty()) {
                Node* rest = waiting.top();
                waiting.pop();
                node->next = rest;
                rest->prev = node;
            }
        }
        return head;
    }
};

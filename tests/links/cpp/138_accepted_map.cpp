/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
*/

class Solution {
public:
    Node* copyRandomList(Node* head) {
        unordered_map<Node*, Node*> copies;
        copies[nullptr] = nullptr;
        for (Node* node = head; node; node = node->next) copies[node] = new Node(node->val);
        for (Node* node = head; node; node = node->next) {
            copies[node]->next = copies[node->next];
            copies[node]->random = copies[node->random];
        }
        return copies[head];
    }
};

/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numNeighbors;
 *     struct Node** neighbors;
 * };
 */

struct Node *cloneGraph(struct Node *s) {
    if (!s) return NULL;
    struct Node* copy = malloc(sizeof(struct Node));
    copy->val = s->val;
    copy->numNeighbors = 0;
    copy->neighbors = NULL;
    return copy;
}

/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numNeighbors;
 *     struct Node** neighbors;
 * };
 */

struct Node *cloneGraph(struct Node *s) {
    if (s == NULL) return NULL;
    struct Node* copies[101] = {0};
    struct Node* queue[101];
    int front = 0, back = 0;
    copies[s->val] = calloc(1, sizeof(struct Node));
    copies[s->val]->val = s->val;
    queue[back++] = s;
    while (front < back) {
        struct Node* cur = queue[front++];
        struct Node* copy = copies[cur->val];
        copy->numNeighbors = cur->numNeighbors;
        copy->neighbors = malloc(cur->numNeighbors * sizeof(struct Node*));
        for (int i = 0; i < cur->numNeighbors; i++) {
            struct Node* nb = cur->neighbors[i];
            if (!copies[nb->val]) {
                copies[nb->val] = calloc(1, sizeof(struct Node));
                copies[nb->val]->val = nb->val;
                queue[back++] = nb;
            }
            copy->neighbors[i] = copies[nb->val];
        }
    }
    return copies[s->val];
}

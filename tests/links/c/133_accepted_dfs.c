/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numNeighbors;
 *     struct Node** neighbors;
 * };
 */

struct Node* dfs(struct Node* s, struct Node** visited) {
    if (visited[s->val]) return visited[s->val];
    struct Node* copy = malloc(sizeof(struct Node));
    copy->val = s->val;
    copy->numNeighbors = s->numNeighbors;
    copy->neighbors = malloc(sizeof(struct Node*) * s->numNeighbors);
    visited[s->val] = copy;
    for (int i = 0; i < s->numNeighbors; i++) {
        copy->neighbors[i] = dfs(s->neighbors[i], visited);
    }
    return copy;
}

struct Node *cloneGraph(struct Node *s) {
    if (!s) return NULL;
    struct Node* visited[101] = {NULL};
    return dfs(s, visited);
}

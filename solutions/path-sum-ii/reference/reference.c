/*
 * Reference solution for LeetCode 113, "Path Sum II", in C.
 *
 * Idea: depth-first search with one shared path. A path is never longer than the tree has nodes
 * (at most 5000), so it is one fixed array; entering a node writes its value at the current depth
 * and takes it off what remains of the target, and at a leaf (no child at all) that leaves 0, the
 * path is copied into a malloc'd row of its own. The rows and their lengths grow by doubling. No
 * branch is cut early, since negative values can bring a sum back to the target.
 *
 * Cost: O(n) visits plus the copies of the answers; O(height) stack (5000 frames for a chain).
 */

#define MAX_NODES 5000

struct search {
    int path[MAX_NODES];
    int **rows, *sizes, size, capacity;
};

static void keep(struct search *s, int depth) {
    if (s->size == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 16;
        s->rows = realloc(s->rows, s->capacity * sizeof(int *));
        s->sizes = realloc(s->sizes, s->capacity * sizeof(int));
    }
    s->rows[s->size] = malloc(depth * sizeof(int));
    memcpy(s->rows[s->size], s->path, depth * sizeof(int));
    s->sizes[s->size] = depth;
    s->size++;
}

static void visit(struct search *s, struct TreeNode *node, int depth, int remain) {
    s->path[depth++] = node->val;
    remain -= node->val;
    if (!node->left && !node->right) {
        if (remain == 0) keep(s, depth);
        return;
    }
    if (node->left) visit(s, node->left, depth, remain);
    if (node->right) visit(s, node->right, depth, remain);
}

int** pathSum(struct TreeNode* root, int targetSum, int* returnSize, int** returnColumnSizes) {
    struct search *s = calloc(1, sizeof(struct search));
    if (root) visit(s, root, 0, targetSum);
    int **rows = s->rows;
    *returnSize = s->size;
    *returnColumnSizes = s->sizes;
    free(s);
    return rows;
}

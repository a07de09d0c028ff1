/*
 * Path Sum II (LeetCode 113), WRONG ANSWER: a node missing either child is taken for a leaf.
 *
 * The leaf test is written with || instead of &&: `!node->left || !node->right`. Bug: a node
 * with one child then ends a path too (and its one subtree is still searched), so [1,2] with
 * target 1 answers [[1]] although the root has a child. A leaf has no child at all.
 */

#define MAX_NODES 5000

static int path[MAX_NODES];
static int **rows, *sizes, size, capacity;

static void keep(int depth) {
    if (size == capacity) {
        capacity = capacity ? 2 * capacity : 16;
        rows = realloc(rows, capacity * sizeof(int *));
        sizes = realloc(sizes, capacity * sizeof(int));
    }
    rows[size] = malloc(depth * sizeof(int));
    memcpy(rows[size], path, depth * sizeof(int));
    sizes[size++] = depth;
}

static void visit(struct TreeNode *node, int depth, int remain) {
    path[depth++] = node->val;
    remain -= node->val;
    if (!node->left || !node->right) {
        if (remain == 0) keep(depth);
    }
    if (node->left) visit(node->left, depth, remain);
    if (node->right) visit(node->right, depth, remain);
}

int** pathSum(struct TreeNode* root, int targetSum, int* returnSize, int** returnColumnSizes) {
    rows = NULL;
    sizes = NULL;
    size = capacity = 0;
    if (root) visit(root, 0, targetSum);
    *returnSize = size;
    *returnColumnSizes = sizes;
    return rows;
}

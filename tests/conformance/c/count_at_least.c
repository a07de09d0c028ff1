#define MAX_NODES 10000

int countAtLeast(struct TreeNode* root, int k) {
    struct TreeNode** queue = malloc(sizeof(struct TreeNode*) * MAX_NODES);
    int head = 0, tail = 0, count = 0;
    if (root) queue[tail++] = root;
    while (head < tail) {
        struct TreeNode* node = queue[head++];
        if (node->val >= k) count++;
        if (node->left) queue[tail++] = node->left;
        if (node->right) queue[tail++] = node->right;
    }
    free(queue);
    return count;
}

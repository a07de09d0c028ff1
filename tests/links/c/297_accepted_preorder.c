static void write_node(struct TreeNode* node, char** data, int* length, int* capacity) {
    if (*length + 13 > *capacity) {
        *capacity *= 2;
        *data = realloc(*data, *capacity);
    }
    if (!node) {
        *length += sprintf(*data + *length, "N ");
        return;
    }
    *length += sprintf(*data + *length, "%d ", node->val);
    write_node(node->left, data, length, capacity);
    write_node(node->right, data, length, capacity);
}

char* serialize(struct TreeNode* root) {
    int length = 0, capacity = 64;
    char* data = malloc(capacity);
    data[0] = '\0';
    write_node(root, &data, &length, &capacity);
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

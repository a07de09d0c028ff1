/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
double* scaleAll(double* values, int valuesSize, double factor, int* returnSize) {
    double* scaled = malloc(sizeof(double) * valuesSize);
    for (int i = 0; i < valuesSize; i++) {
        scaled[i] = values[i] * factor;
    }
    *returnSize = valuesSize;
    return scaled;
}

class Solution {
int numOfSol = 0;
public static void main(String[] args) {
int n = 4;
int[][] board = new int[n][n];
int[] cols = new int[n]; //cells on the same column
int[] up = new int[2*n]; //cells on the up slop diagonal
int[] down = new int[3*n]; //cells on the down slop diagonal
System.out.println(nQueens(board, 0, 0, cols, up, down));
}
public static int nQueens(int[][] board, int row, int count, int[] cols, int[] up, int[] down) {
int n = board.length;
for(int col = 0; col < n; col++) {
/*
System.out.println("row=" + row + " col=" + col + " count =" + count);
Arrays.stream(cols).forEach(i -> System.out.print(i + " "));
System.out.println();
Arrays.stream(up).forEach(i -> System.out.print(i + " "));
System.out.println();
Arrays.stream(down).forEach(i -> System.out.print(i + " "));
System.out.println();
*/
if(isSafe(row, col, n, cols, up, down)) {
board[row][col] = 1;
cols[col] = 1; //mark cells on the same col unsafe, cells' row doesn't matter
up[row + col] = 1; //mark cells on the same up slope unsafe, cells' row decrease, col increase,the sum is the same
down[row - col + 2*n] = 1; //mark cells on the same down slope unsafe, cells' row and col increase, row - col is the same, add 2n to prevent ArrayIndexOutOfBoundsException
if(row + 1 == n) {
count++;
printBoard(board);
System.out.println();
} else {
count = nQueens(board, row + 1, count, cols, up, down);
}
board[row][col] = 0;
cols[col] = 0; //mark the same col cells safe
up[row + col] = 0; //mark the same up slope diagonal cells safe
down[row - col + 2*n] = 0; //mark the same down slope diagonal cells safe
}
}
return count;
}
private static boolean isSafe(int row, int col, int n, int[] cols, int[] up, int[] down) {
return cols[col] + up[row + col] + down[row-col + 2*n] == 0;
}
private static void printBoard(int[][] board) {
for(int i = 0; i < board.length; i++) {
for(int j = 0; j < board[i].length; j++) {
System.out.print(board[i][j] + " ");
}
System.out.println();
}
}
}

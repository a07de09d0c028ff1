/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */

type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Serializes a tree to a single string.
func (this *Codec) serialize(root *TreeNode) string {
	var out []string
	queue := []*TreeNode{root}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if node == nil {
			out = append(out, "#")
			continue
		}
		out = append(out, strconv.Itoa(node.Val))
		queue = append(queue, node.Left, node.Right)
	}
	return strings.Join(out, ",")
}

// Deserializes your encoded data to tree.
func (this *Codec) deserialize(data string) *TreeNode {
	items := strings.Split(data, ",")
	if items[0] == "#" {
		return nil
	}
	build := func(item string) *TreeNode {
		if item == "#" {
			return nil
		}
		val, _ := strconv.Atoi(item)
		return &TreeNode{Val: val}
	}
	root := build(items[0])
	queue := []*TreeNode{root}
	for at := 1; len(queue) > 0; at += 2 {
		node := queue[0]
		queue = queue[1:]
		node.Left, node.Right = build(items[at]), build(items[at+1])
		if node.Left != nil {
			queue = append(queue, node.Left)
		}
		if node.Right != nil {
			queue = append(queue, node.Right)
		}
	}
	return root
}

/**
 * Your Codec object will be instantiated and called as such:
 * ser := Constructor();
 * deser := Constructor();
 * data := ser.serialize(root);
 * ans := deser.deserialize(data);
 */

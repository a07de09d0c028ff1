type Codec struct{}

func Constructor() Codec {
	return Codec{}
}

func (this *Codec) serialize(root *TreeNode) string {
	var sb strings.Builder
	var walk func(*TreeNode)
	walk = func(node *TreeNode) {
		if node == nil {
			sb.WriteString("N ")
			return
		}
		sb.WriteString(strconv.Itoa(node.Val))
		sb.WriteByte(' ')
		walk(node.Left)
		walk(node.Right)
	}
	walk(root)
	return sb.String()
}

func (this *Codec) deserialize(data string) *TreeNode {
	tokens := strings.Fields(data)
	var build func() *TreeNode
	build = func() *TreeNode {
		token := tokens[0]
		tokens = tokens[1:]
		if token == "N" {
			return nil
		}
		val, _ := strconv.Atoi(token)
		return &TreeNode{val, build(), build()}
	}
	return build()
}

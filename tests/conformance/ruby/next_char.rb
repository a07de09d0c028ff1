# @param {Character} c
# @param {Boolean} up
# @return {Character}
def next_char(c, up)
  (c.ord + (up ? 1 : -1)).chr
end

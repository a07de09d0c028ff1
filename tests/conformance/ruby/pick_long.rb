# @param {Integer} i
# @param {Integer} l
# @param {Boolean} b
# @return {Integer}
def pick_long(i, l, b)
  b ? l : i
end

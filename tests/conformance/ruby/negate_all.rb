# @param {Boolean[]} flags
# @return {Boolean[]}
def negate_all(flags)
  flags.map { |flag| !flag }
end

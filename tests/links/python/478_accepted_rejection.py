class Solution:
    def __init__(self, radius: float, x_center: float, y_center: float):
        self.r, self.x, self.y = radius, x_center, y_center

    def randPoint(self) -> List[float]:
        while True:
            dx, dy = random.uniform(-1, 1), random.uniform(-1, 1)
            if dx * dx + dy * dy <= 1:
                return [self.x + dx * self.r, self.y + dy * self.r]

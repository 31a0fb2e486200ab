def double(x):
    raise ValueError("no doubling today")


def log(x):
    pass


def combine(a, b):
    return a

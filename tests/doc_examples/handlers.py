"""Handlers for model.f's callbacks, bound by name by `hostcall run --handlers`."""
import numpy as np


def log(x):
    print("log", np.asarray(x).tolist())


def double(x):
    return np.asarray(x) * 2

"""gaussian_kde: a weighted sum of Gaussian kernels centred on the data points, as
jax.scipy.stats.gaussian_kde (a pytree, so it passes through jit and vmap).  Kernel
sums whiten by the Cholesky factor L of the kernel covariance: the squared Mahalanobis
distance of x and a centre c is |L^-1 x - L^-1 c|^2."""
from __future__ import annotations

import math

import numpy as np

from ... import numpy as jnp
from ... import random
from ...numpy.ufuncs import to_inexact
from ...tree_util import register_pytree_node_class
from .. import special
from ..linalg import solve_triangular

_FIELDS = ("dataset", "weights", "covariance", "inv_cov", "neff")


def _log_gaussian_terms(centres, points, cov):
    """(m, n) log N(points[:, j]; centres[:, i], cov) for (d, n) centres, (d, m) points."""
    factor = jnp.linalg.cholesky(cov)
    white_c = solve_triangular(factor, centres, lower=True)
    white_p = solve_triangular(factor, points, lower=True)
    diff = white_p[:, :, None] - white_c[:, None, :]
    log_norm = (jnp.sum(jnp.log(jnp.diagonal(factor)))
                + 0.5 * centres.shape[0] * math.log(2 * math.pi))
    return -0.5 * jnp.sum(diff * diff, axis=0) - log_norm


def _check_real(name, x):
    if jnp.issubdtype(x.dtype, np.complexfloating):
        raise NotImplementedError(f"gaussian_kde.{name}: complex data is not supported")


@register_pytree_node_class
class gaussian_kde:
    """A Gaussian kernel density estimate of ``dataset`` ((d, n): n points in d dimensions,
    or n scalars), optionally with ``weights``.  ``bw_method`` sets the bandwidth factor:
    'scott' (default, neff^(-1/(d+4))), 'silverman' ((neff (d+2)/4)^(-1/(d+4))), a scalar,
    or a callable taking the estimate and returning one.  The kernel covariance is the
    weighted data covariance times the factor squared."""

    __slots__ = _FIELDS

    def __init__(self, dataset, bw_method=None, weights=None):
        dataset = jnp.atleast_2d(jnp.asarray(to_inexact(dataset)))
        _check_real("__init__", dataset)
        if dataset.size <= 1:
            raise ValueError("gaussian_kde: dataset must have more than one element")
        d, n = dataset.shape
        if weights is None:
            weights = jnp.full((n,), 1 / n, dataset.dtype)
        else:
            weights = jnp.atleast_1d(jnp.asarray(weights)).astype(dataset.dtype)
            if weights.ndim != 1:
                raise ValueError("gaussian_kde: weights must be one-dimensional")
            if weights.shape[0] != n:
                raise ValueError(f"gaussian_kde: weights must have length n = {n}, "
                                 f"got {weights.shape[0]}")
            weights = weights / jnp.sum(weights)
        self.dataset, self.weights = dataset, weights
        self.neff = 1 / jnp.sum(weights * weights)
        factor = self._bandwidth_factor(bw_method)
        data_cov = jnp.atleast_2d(jnp.cov(dataset, rowvar=True, bias=False, aweights=weights))
        self.covariance = data_cov * factor ** 2
        self.inv_cov = jnp.linalg.inv(data_cov) / factor ** 2

    def _bandwidth_factor(self, bw_method):
        d = self.d
        if bw_method is None or (isinstance(bw_method, str) and bw_method == "scott"):
            return self.neff ** (-1 / (d + 4))
        if isinstance(bw_method, str) and bw_method == "silverman":
            return (self.neff * (d + 2) / 4) ** (-1 / (d + 4))
        if isinstance(bw_method, str):
            raise ValueError("gaussian_kde: bw_method must be 'scott', 'silverman', a scalar "
                             f"or a callable, got {bw_method!r}")
        if callable(bw_method):
            return jnp.asarray(bw_method(self), self.dataset.dtype)
        return jnp.asarray(bw_method, self.dataset.dtype)

    def tree_flatten(self):
        """The arrays as children, no static data."""
        return tuple(getattr(self, f) for f in _FIELDS), None

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        """The estimate rebuilt from its arrays, without recomputing them."""
        kde = object.__new__(cls)
        for name, value in zip(_FIELDS, children):
            setattr(kde, name, value)
        return kde

    @property
    def d(self):
        """The number of dimensions."""
        return self.dataset.shape[0]

    @property
    def n(self):
        """The number of data points."""
        return self.dataset.shape[1]

    def _points(self, points):
        """points as (d, m); a 1-d vector of length d is one point, as in scipy."""
        points = jnp.atleast_2d(jnp.asarray(points))
        _check_real("evaluate", points)
        if points.shape[0] != self.d:
            if points.shape[0] == 1 and points.shape[1] == self.d:
                return points.reshape(self.d, 1)
            raise ValueError(f"gaussian_kde: points have dimension {points.shape[0]}, "
                             f"the data {self.d}")
        return points

    def evaluate(self, points):
        """The density at each of the (d, m) ``points``: sum_i w_i N(x; x_i, covariance)."""
        terms = _log_gaussian_terms(self.dataset, self._points(points), self.covariance)
        return jnp.sum(self.weights * jnp.exp(terms), axis=1)

    def __call__(self, points):
        """evaluate(points)."""
        return self.evaluate(points)

    def pdf(self, x):
        """evaluate(x)."""
        return self.evaluate(x)

    def logpdf(self, x):
        """The log density at each point, a logsumexp of the kernels (finite in the tails
        where the density underflows)."""
        terms = _log_gaussian_terms(self.dataset, self._points(x), self.covariance)
        return special.logsumexp(terms, axis=1, b=self.weights[None, :])

    def integrate_gaussian(self, mean, cov):
        """The integral of the density times N(mean, cov): sum_i w_i N(mean; x_i,
        cov + covariance)."""
        mean = jnp.atleast_1d(jnp.squeeze(jnp.asarray(mean)))
        cov = jnp.atleast_2d(jnp.asarray(cov))
        if mean.shape != (self.d,):
            raise ValueError(f"gaussian_kde.integrate_gaussian: mean must have dimension {self.d}")
        if cov.shape != (self.d, self.d):
            raise ValueError(f"gaussian_kde.integrate_gaussian: cov must be ({self.d}, {self.d})")
        terms = _log_gaussian_terms(self.dataset, mean[:, None], self.covariance + cov)
        return jnp.sum(self.weights * jnp.exp(terms[0]))

    def integrate_box_1d(self, low, high):
        """The probability of [low, high] under a one-dimensional estimate."""
        if self.d != 1:
            raise ValueError("gaussian_kde.integrate_box_1d: the estimate must be 1-d")
        sd = jnp.sqrt(self.covariance[0, 0])
        centres = self.dataset[0]
        mass = special.ndtr((high - centres) / sd) - special.ndtr((low - centres) / sd)
        return jnp.sum(self.weights * mass)

    def integrate_kde(self, other):
        """The integral of the product of this density and ``other`` (a gaussian_kde of the
        same dimension): sum_ij w_i v_j N(x_i; y_j, covariance + other.covariance)."""
        if other.d != self.d:
            raise ValueError("gaussian_kde.integrate_kde: the estimates differ in dimension")
        terms = _log_gaussian_terms(self.dataset, other.dataset,
                                    self.covariance + other.covariance)
        return jnp.sum(other.weights[:, None] * self.weights[None, :] * jnp.exp(terms))

    def resample(self, key, shape=()):
        """Samples of shape (d, *shape): data points drawn by weight plus kernel noise."""
        shape = tuple(shape)
        noise_key, pick_key = random.split(key)
        noise = random.multivariate_normal(noise_key, jnp.zeros(self.d, self.dataset.dtype),
                                           self.covariance, shape=shape,
                                           dtype=self.dataset.dtype)
        picks = random.choice(pick_key, self.n, shape=shape, p=self.weights)
        return self.dataset[:, picks] + jnp.moveaxis(noise, -1, 0)

    def integrate_box(self, low_bounds, high_bounds, maxpts=None):
        """Not supported (as in JAX): it needs a multivariate normal CDF."""
        raise NotImplementedError("gaussian_kde.integrate_box is not supported")

    def set_bandwidth(self, bw_method=None):
        """Not supported (as in JAX): the estimate is immutable; build a new one."""
        raise NotImplementedError("gaussian_kde.set_bandwidth is not supported; "
                                  "create a new gaussian_kde instead")

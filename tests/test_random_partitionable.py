"""hostcall.random under JAX's default derivation (``jax_threefry_partitionable=True``, the
default of JAX 0.10.2): each key and each element of random bits comes from the cipher of
its own position, so keys, bits and the samplers built on them equal JAX's values, written
in below, in 32-bit and x64 modes, eagerly, under jit and under vmap.  The flag (or
``HOSTCALL_THREEFRY_PARTITIONABLE=0``) gives back the classic derivation, and jit keys its
compiled programs on it."""
import os
import subprocess
import sys

import numpy as np
import pytest

import hostcall
import hostcall.numpy as jnp
from hostcall import random as R
from hostcall import vmap

COV = [[2.0, 0.5], [0.5, 1.0]]
# outputs the compiler leaves bit for bit (no rounding step after the bits): exact
EXACT_FLOATS = {"uniform", "uniform_float16", "uniform_bfloat16"}
RTOL = {"float16": 1e-3, "float32": 4e-6, "float64": 1e-13}

DRAWS = {
    "split": lambda K: R.split(K, 3),
    "fold_in": lambda K: R.fold_in(K, 5),
    "bits_default": lambda K: R.bits(K, (2, 3)),
    "bits_uint8": lambda K: R.bits(K, (5,), jnp.uint8),
    "bits_uint16": lambda K: R.bits(K, (5,), jnp.uint16),
    "bits_uint32": lambda K: R.bits(K, (5,), jnp.uint32),
    "uniform": lambda K: R.uniform(K, (2, 3)),
    "uniform_range": lambda K: R.uniform(K, (4,), minval=-2.0, maxval=3.0),
    "uniform_float16": lambda K: R.uniform(K, (4,), jnp.float16),
    "uniform_bfloat16": lambda K: R.uniform(K, (4,), jnp.bfloat16).astype(jnp.float32),
    "normal": lambda K: R.normal(K, (5,)),
    "normal_float16": lambda K: R.normal(K, (3,), jnp.float16),
    "randint": lambda K: R.randint(K, (6,), 0, 10),
    "randint_wide": lambda K: R.randint(K, (4,), -1000000, 2 ** 30),
    "bernoulli": lambda K: R.bernoulli(K, 0.3, (8,)),
    "categorical": lambda K: R.categorical(K, jnp.array([0.1, 1.0, 2.0, -1.0]), shape=(6,)),
    "gumbel": lambda K: R.gumbel(K, (4,)),
    "exponential": lambda K: R.exponential(K, (4,)),
    "laplace": lambda K: R.laplace(K, (4,)),
    "logistic": lambda K: R.logistic(K, (4,)),
    "cauchy": lambda K: R.cauchy(K, (4,)),
    "truncated_normal": lambda K: R.truncated_normal(K, -1.0, 2.0, (4,)),
    "permutation": lambda K: R.permutation(K, 10),
    "permutation_axis": lambda K: R.permutation(K, jnp.arange(12).reshape(4, 3), axis=1),
    "choice": lambda K: R.choice(K, 10, (4,)),
    "choice_no_replace": lambda K: R.choice(K, 10, (4,), replace=False),
    "choice_p": lambda K: R.choice(K, 4, (5,), p=jnp.array([0.1, 0.2, 0.3, 0.4])),
    "choice_p_no_replace":
        lambda K: R.choice(K, 4, (3,), replace=False, p=jnp.array([0.1, 0.2, 0.3, 0.4])),
    "rademacher": lambda K: R.rademacher(K, (6,)),
    "binomial": lambda K: R.binomial(K, 10.0, 0.3, (4,)),
    "binomial_btrs": lambda K: R.binomial(K, 100.0, 0.4, (4,)),
    "geometric": lambda K: R.geometric(K, 0.3, (5,)),
    "lognormal": lambda K: R.lognormal(K, 0.5, (3,)),
    "maxwell": lambda K: R.maxwell(K, (3,)),
    "double_sided_maxwell": lambda K: R.double_sided_maxwell(K, 0.0, 1.0, (3,)),
    "pareto": lambda K: R.pareto(K, 2.0, (3,)),
    "rayleigh": lambda K: R.rayleigh(K, 1.5, (3,)),
    "triangular": lambda K: R.triangular(K, 0.0, 1.0, 3.0, (3,)),
    "wald": lambda K: R.wald(K, 1.5, (3,)),
    "weibull_min": lambda K: R.weibull_min(K, 1.0, 2.0, (3,)),
    "multivariate_normal":
        lambda K: R.multivariate_normal(K, jnp.zeros(2), jnp.array(COV), (3,)),
    "orthogonal": lambda K: R.orthogonal(K, 3),
    "gamma": lambda K: R.gamma(K, jnp.array([0.5, 1.0, 3.0, 10.0])),
    "gamma_shape": lambda K: R.gamma(K, 2.5, (2, 2)),
    "loggamma": lambda K: R.loggamma(K, jnp.array([0.01, 0.5, 2.0])),
    "beta": lambda K: R.beta(K, 2.0, 3.0, (3,)),
    "dirichlet": lambda K: R.dirichlet(K, jnp.array([1.0, 2.0, 3.0])),
    "chisquare": lambda K: R.chisquare(K, 3.0, (3,)),
    "t": lambda K: R.t(K, 4.0, (3,)),
    "f": lambda K: R.f(K, 3.0, 5.0, (3,)),
    "generalized_normal": lambda K: R.generalized_normal(K, 1.5, (3,)),
    "ball": lambda K: R.ball(K, 3),
    "poisson": lambda K: R.poisson(K, 3.0, (5,)),
    "poisson_ptrs": lambda K: R.poisson(K, jnp.array([30.0, 12.0, 0.0, 2.0])),
}
VMAPPED = {
    "normal": lambda K: vmap(lambda k: R.normal(k, (3,)))(R.split(K, 4)),
    "uniform": lambda K: vmap(lambda k: R.uniform(k, (2,)))(R.split(K, 3)),
    "randint": lambda K: vmap(lambda k: R.randint(k, (2,), 0, 100))(R.split(K, 3)),
    "split": lambda K: vmap(lambda k: R.split(k, 2))(R.split(K, 2)),
    "fold_in": lambda K: vmap(lambda d: R.fold_in(K, d))(jnp.arange(3)),
    "permutation": lambda K: vmap(lambda k: R.permutation(k, 5))(R.split(K, 2)),
    "gamma": lambda K: vmap(lambda k: R.gamma(k, jnp.array([0.7, 4.0])))(R.split(K, 2)),
    "poisson":
        lambda K: vmap(lambda k: R.poisson(k, jnp.array([2.0, 20.0])))(R.split(K, 2)),
}

# JAX 0.10.2, default flags, jax.random.<sampler> of PRNGKey(7): (dtype, values)
JAX_32 = {
    "split": ("uint32",
        [[3625411723, 1954958720], [195045567, 4062205631], [966301609, 1948237315]]),
    "fold_in": ("uint32", [3583082021, 1947592014]),
    "bits_default": ("uint32",
        [[2895194379, 4185947648, 1300703658], [1906787632, 3139134342, 2709822315]]),
    "bits_uint8": ("uint8", [11, 0, 170, 48, 134]),
    "bits_uint16": ("uint16", [10507, 32256, 10666, 17712, 25478]),
    "bits_uint32": ("uint32", [2895194379, 4185947648, 1300703658, 1906787632, 3139134342]),
    "uniform": ("float32",
        [[0.6740899085998535, 0.9746168851852417, 0.3028435707092285], [0.4439585208892822,
         0.7308865785598755, 0.6309295892715454]]),
    "uniform_range": ("float32",
        [1.3704495429992676, 2.873084545135498, -0.4857821464538574, 0.21979260444641113]),
    "uniform_float16": ("float16", [0.16015625, 0.4921875, 0.162109375, 0.26953125]),
    "uniform_bfloat16": ("float32", [0.0390625, 0.0, 0.6640625, 0.1875]),
    "normal": ("float32",
        [0.4512351453304291, 1.9534509181976318, -0.5162394642829895, -0.14094029366970062,
         0.6154966950416565]),
    "normal_float16": ("float16", [-0.99267578125, -0.0189666748046875, -0.984375]),
    "randint": ("int32", [9, 2, 0, 7, 2, 6]),
    "randint_wide": ("int32", [749193311, 323175526, 616418556, 746699629]),
    "bernoulli": ("bool", [False, False, False, False, False, False, False, False]),
    "categorical": ("int32", [1, 2, 2, 2, 3, 0]),
    "gumbel": ("float32",
        [0.9304105043411255, 3.6608431339263916, -0.17776018381118774,
         0.20822525024414062]),
    "exponential": ("float32",
        [1.121133804321289, 3.673671007156372, 0.36074545979499817, 0.5869123935699463]),
    "laplace": ("float32",
        [-0.42798662185668945, -2.980525016784668, 0.501391589641571, 0.11887689679861069]),
    "logistic": ("float32",
        [0.7267420291900635, 3.6479601860046387, -0.8337934017181396, -0.225111722946167]),
    "cauchy": ("float32",
        [0.6088750958442688, 12.513639450073242, -0.7129808664321899, -0.1779012531042099]),
    "truncated_normal": ("float32",
        [0.5547337532043457, 1.711128830909729, -0.23639945685863495,
         0.055367838591337204]),
    "permutation": ("int32", [9, 4, 2, 3, 5, 0, 7, 6, 1, 8]),
    "permutation_axis": ("int32", [[2, 0, 1], [5, 3, 4], [8, 6, 7], [11, 9, 10]]),
    "choice": ("int32", [9, 2, 0, 7]),
    "choice_no_replace": ("int32", [9, 4, 2, 3]),
    "choice_p": ("int32", [2, 0, 3, 2, 1]),
    "choice_p_no_replace": ("int32", [1, 3, 0]),
    "rademacher": ("int32", [-1, -1, 1, 1, -1, -1]),
    "binomial": ("float32", [5.0, 4.0, 3.0, 4.0]),
    "binomial_btrs": ("float32", [43.0, 45.0, 29.0, 49.0]),
    "geometric": ("int32", [2, 1, 4, 3, 1]),
    "lognormal": ("float32", [1.253096342086792, 2.655745506286621, 0.7725027203559875]),
    "maxwell": ("float32", [2.070286750793457, 0.7144703269004822, 1.4999796152114868]),
    "double_sided_maxwell": ("float32",
        [-1.2385954856872559, -2.585052728652954, 1.3801722526550293]),
    "pareto": ("float32", [1.7516652345657349, 6.276644229888916, 1.19766366481781]),
    "rayleigh": ("float32", [1.3322023153305054, 0.34014514088630676, 2.3184962272644043]),
    "triangular": ("float32", [1.601622223854065, 2.6097452640533447, 0.9531687498092651]),
    "wald": ("float32", [0.41869986057281494, 1.783737063407898, 0.7993422746658325]),
    "weibull_min": ("float32", [1.0588361024856567, 1.916682243347168, 0.6006208658218384]),
    "multivariate_normal": ("float32",
        [[0.6381428241729736, 1.9868217706680298], [-0.7300728559494019,
         -0.3143557906150818], [0.8704437613487244, 0.5303353667259216]]),
    "orthogonal": ("float32",
        [[0.9206920862197876, 0.34078067541122437, -0.19024860858917236],
         [-0.28757205605506897, 0.9218922853469849, 0.2596481144428253],
         [-0.2638717591762543, 0.1843457818031311, -0.946777880191803]]),
    "gamma": ("float32",
        [0.00023367974790744483, 0.2179168313741684, 1.707374095916748, 13.67459487915039]),
    "gamma_shape": ("float32",
        [[2.6251301765441895, 1.2272989749908447], [1.315557837486267, 4.322723865509033]]),
    "loggamma": ("float32",
        [-438.7729797363281, -1.1969528198242188, -0.06517446041107178]),
    "beta": ("float32", [0.39823201298713684, 0.34409841895103455, 0.2675533592700958]),
    "dirichlet": ("float32", [0.2665558457374573, 0.24637803435325623, 0.4870661497116089]),
    "chisquare": ("float32", [3.022066593170166, 1.0437909364700317, 1.1556823253631592]),
    "t": ("float32", [1.9892710447311401, 0.14646531641483307, -0.49617937207221985]),
    "f": ("float32", [0.48384320735931396, 1.1076066493988037, 1.6477009057998657]),
    "generalized_normal": ("float32",
        [-0.11314882338047028, -0.786064863204956, 0.05867381393909454]),
    "ball": ("float32", [-0.3638841509819031, 0.39458540081977844, 0.11975819617509842]),
    "poisson": ("int32", [4, 1, 1, 3, 2]),
    "poisson_ptrs": ("int32", [33, 16, 0, 2]),
}
JAX_64 = {
    "split": ("uint32",
        [[3625411723, 1954958720], [195045567, 4062205631], [966301609, 1948237315]]),
    "fold_in": ("uint32", [3583082021, 1947592014]),
    "bits_default": ("uint64",
        [[15571024786774969728, 837714335556982463, 4150233810675416579],
         [1187704779931702788, 220234664623017412, 15389220101028177230]]),
    "bits_uint8": ("uint8", [11, 0, 170, 48, 134]),
    "bits_uint16": ("uint16", [10507, 32256, 10666, 17712, 25478]),
    "bits_uint32": ("uint32", [2895194379, 4185947648, 1300703658, 1906787632, 3139134342]),
    "uniform": ("float64",
        [[0.8441069450823528, 0.04541258512665647, 0.22498462569285382],
         [0.06438560513366842, 0.011938945092044406, 0.8342512933196171]]),
    "uniform_range": ("float64",
        [2.220534725411764, -1.7729370743667177, -0.8750768715357309, -1.678071974331658]),
    "uniform_float16": ("float16", [0.16015625, 0.4921875, 0.162109375, 0.26953125]),
    "uniform_bfloat16": ("float32", [0.0390625, 0.0, 0.6640625, 0.1875]),
    "normal": ("float64",
        [1.0114813355590866, -1.6910609087906374, -0.7554662899926428, -1.5189653807511148,
         -2.2590883418712715]),
    "normal_float16": ("float16", [-0.99267578125, -0.0189666748046875, -0.984375]),
    "randint": ("int64", [7, 9, 6, 9, 1, 2]),
    "randint_wide": ("int64", [192113093, 468645949, 1000237570, 902415619]),
    "bernoulli": ("bool", [False, True, True, True, True, False, False, False]),
    "categorical": ("int64", [0, 2, 2, 2, 2, 2]),
    "gumbel": ("float64",
        [1.7750434817033711, -1.12880713678253, -0.3999319680607421, -1.0090030651502209]),
    "exponential": ("float64",
        [1.8585850522259963, 0.04647605816229587, 0.2548724120098844, 0.06655185868468777]),
    "laplace": ("float64",
        [-1.1654378716660514, 2.3988188263562535, 0.7985760288063726, 2.0497180130659443]),
    "logistic": ("float64",
        [1.6891089719953885, -3.0454899487539038, -1.2368507973564338,
         -2.6763133349412027]),
    "cauchy": ("float64",
        [1.8759253820352535, -6.961667356611034, -1.1709640860639026, -4.876196072244157]),
    "truncated_normal": ("float64",
        [1.034876278399035, -0.8566117260155717, -0.404761387816821, -0.8017079309344064]),
    "permutation": ("int64", [9, 4, 2, 3, 5, 0, 7, 6, 1, 8]),
    "permutation_axis": ("int64", [[2, 0, 1], [5, 3, 4], [8, 6, 7], [11, 9, 10]]),
    "choice": ("int64", [7, 9, 6, 9]),
    "choice_no_replace": ("int64", [9, 4, 2, 3]),
    "choice_p": ("int64", [1, 3, 3, 3, 3]),
    "choice_p_no_replace": ("int64", [0, 2, 3]),
    "rademacher": ("int64", [-1, 1, 1, 1, 1, -1]),
    "binomial": ("float64", [5.0, 1.0, 3.0, 3.0]),
    "binomial_btrs": ("float64", [37.0, 38.0, 44.0, 42.0]),
    "geometric": ("int64", [1, 9, 5, 8, 13]),
    "lognormal": ("float64", [1.658213250861074, 0.4293295580461756, 0.6854133822539943]),
    "maxwell": ("float64", [2.1103342874387123, 2.890289838360094, 1.3191661026399093]),
    "double_sided_maxwell": ("float64",
        [1.2074504775210062, 1.451315725004193, -1.7884215955908989]),
    "pareto": ("float64", [2.5327167126941506, 1.023510135731733, 1.1359124015395863]),
    "rayleigh": ("float64", [0.873293971717277, 3.7301269457114863, 2.5908983851452825]),
    "triangular": ("float64", [2.0328607496818862, 0.3691039899269167, 0.8215557662621336]),
    "wald": ("float64", [0.9783371383342196, 0.4021249621900298, 1.587277865428732]),
    "weibull_min": ("float64",
        [1.3632993259831079, 0.2155830655740285, 0.5048489001769583]),
    "multivariate_normal": ("float64",
        [[1.4304506228349119, -1.2242299795065579], [-1.068390673223281,
         -1.6879596775911454], [-3.1948333716732997, 0.10967454014915115]]),
    "orthogonal": ("float64",
        [[0.545913450531438, -0.8341659774404568, 0.07839404702951995], [-0.819811105842398,
         -0.5125151745077451, 0.2554172011371985], [0.17288220054801415,
         0.20370399598462205, 0.9636474597868109]]),
    "gamma": ("float64",
        [0.0006682631157145296, 0.1612633792217553, 1.6899517430935158, 9.527668999342879]),
    "gamma_shape": ("float64",
        [[4.744620073981052, 1.0719926335346703], [1.3004060859615834, 2.101213150405273]]),
    "loggamma": ("float64",
        [-423.5636821230314, -3.7591848372468903, -0.07873074177586237]),
    "beta": ("float64", [0.2231560829434036, 0.6066072050211242, 0.500626219549071]),
    "dirichlet": ("float64", [0.5000451574630164, 0.15172189233842973, 0.3482329501985538]),
    "chisquare": ("float64", [6.497806352535621, 0.8531573487640728, 1.1363032676322378]),
    "t": ("float64", [0.3824240509273329, -1.1653098436415021, -0.04162241169745968]),
    "f": ("float64", [1.7673620811072428, 0.4327447589294702, 0.7072886800052319]),
    "generalized_normal": ("float64",
        [0.5439039346929253, 1.6858098474160517, -0.911702031002198]),
    "ball": ("float64", [-0.5059061961413781, 0.0798577466913248, 0.7712098556375127]),
    "poisson": ("int64", [4, 1, 1, 3, 2]),
    "poisson_ptrs": ("int64", [33, 16, 0, 2]),
}
JAX_VMAP_32 = {
    "normal": ("float32",
        [[1.1140471696853638, 0.14163129031658173, -0.5224542021751404],
         [0.4541335105895996, 0.9391627907752991, -0.2689431309700012],
         [-0.8203861713409424, -0.648158073425293, -1.799384355545044],
         [-0.7344603538513184, -0.4773978590965271, 0.8121104836463928]]),
    "uniform": ("float32",
        [[0.8673704862594604, 0.5563143491744995], [0.6751335859298706, 0.8261764049530029],
         [0.20599794387817383, 0.25844132900238037]]),
    "randint": ("int32", [[99, 66], [28, 38], [36, 98]]),
    "split": ("uint32",
        [[[2737751932, 2099591257], [533473832, 2443621858]], [[1294055386, 3790878917],
         [1610437339, 2357010365]]]),
    "fold_in": ("uint32",
        [[3625411723, 1954958720], [195045567, 4062205631], [966301609, 1948237315]]),
    "permutation": ("int32", [[1, 2, 4, 3, 0], [0, 4, 1, 2, 3]]),
    "gamma": ("float32",
        [[0.045014504343271255, 3.46650767326355], [0.4336826801300049,
         3.9647135734558105]]),
    "poisson": ("int32", [[3, 18], [1, 18]]),
}
JAX_VMAP_64 = {
    "normal": ("float64",
        [[0.35160447220202895, -1.1542001731480933, -0.04618345047903788],
         [-0.520677433463694, -0.31874706143750775, 0.719042969847578],
         [-1.3855796941504717, 0.5012563964552611, -0.44709461329439], [0.3816431796988978,
         1.6304040295400164, -0.5902260351233782]]),
    "uniform": ("float64",
        [[0.6374325446060041, 0.12420905580952524], [0.30129574865164055,
         0.3749591623313686], [0.08293764109978641, 0.6919046558787498]]),
    "randint": ("int64", [[50, 33], [54, 76], [39, 32]]),
    "split": ("uint32",
        [[[2737751932, 2099591257], [533473832, 2443621858]], [[1294055386, 3790878917],
         [1610437339, 2357010365]]]),
    "fold_in": ("uint32",
        [[3625411723, 1954958720], [195045567, 4062205631], [966301609, 1948237315]]),
    "permutation": ("int64", [[1, 2, 4, 3, 0], [0, 4, 1, 2, 3]]),
    "gamma": ("float64",
        [[0.4228738556695438, 7.636766241547721], [0.6962574461642773, 4.097002764431926]]),
    "poisson": ("int64", [[3, 18], [1, 18]]),
}

# JAX 0.10.2: jax.jit(walk)(PRNGKey(0), zeros(2)) of the loop test below
WALK_KEY = [547840628, 543358469]
WALK_X = [0.20370376110076904, -1.713573694229126]


def _check(name, got, want):
    dtype, values = want
    got = np.asarray(got)
    assert got.dtype == np.dtype(dtype), (name, got.dtype)
    if got.dtype.kind == "f" and name not in EXACT_FLOATS:
        np.testing.assert_allclose(got.astype(np.float64), values, rtol=RTOL[dtype],
                                   atol=RTOL[dtype], err_msg=name)
    else:
        np.testing.assert_array_equal(got, np.asarray(values, got.dtype), err_msg=name)


def _tables():
    x64 = hostcall.config.read("enable_x64")
    return (JAX_64, JAX_VMAP_64) if x64 else (JAX_32, JAX_VMAP_32)


@pytest.fixture(params=["x32", "x64"])
def mode(request):
    """Each test in 32-bit and in x64 mode."""
    with hostcall.config.override("enable_x64", request.param == "x64"):
        yield request.param


def test_the_flag_is_on_by_default():
    assert hostcall.config.jax_threefry_partitionable is True


def test_eager_draws_are_jaxs(mode):
    draws, _ = _tables()
    key = R.PRNGKey(7)
    for name, draw in DRAWS.items():
        _check(name, draw(key), draws[name])


def test_jit_draws_are_jaxs(mode):
    draws, _ = _tables()
    got = hostcall.jit(lambda k: {name: draw(k) for name, draw in DRAWS.items()})(
        R.PRNGKey(7))
    for name in DRAWS:
        _check(name, got[name], draws[name])


def test_vmapped_draws_are_jaxs_eagerly_and_under_jit(mode):
    _, vmapped = _tables()
    key = R.PRNGKey(7)
    compiled = hostcall.jit(lambda k: {name: draw(k) for name, draw in VMAPPED.items()})(key)
    for name, draw in VMAPPED.items():
        _check(name, draw(key), vmapped[name])
        _check(name, compiled[name], vmapped[name])


def test_an_element_does_not_depend_on_the_array_size():
    """Element i is the cipher of position i: a longer draw starts with a shorter one."""
    key = R.PRNGKey(3)
    np.testing.assert_array_equal(np.asarray(R.bits(key, (7,)))[:4], R.bits(key, (4,)))
    np.testing.assert_array_equal(np.asarray(R.split(key, 5))[:2], R.split(key, 2))
    np.testing.assert_array_equal(np.asarray(R.uniform(key, (6,)))[:3], R.uniform(key, (3,)))


def test_empty_draws():
    key = R.PRNGKey(0)
    assert R.split(key, 0).shape == (0, 2)
    assert R.bits(key, (0, 3)).shape == (0, 3)
    assert R.uniform(key, (2, 0)).shape == (2, 0)


# JAX 0.10.2 with jax_threefry_partitionable=False, PRNGKey(7)
CLASSIC_SPLIT = [[276534068, 861967409], [1905761346, 1641862660],
                 [2900896126, 1402713516]]
CLASSIC_BITS = [966301609, 989289821, 1948237315, 1058547403]
CLASSIC_UNIFORM = [0.2249845266342163, 0.4261603355407715, 0.4536093473434448]


def test_the_flag_gives_back_the_classic_derivation():
    key = R.PRNGKey(7)
    with hostcall.config.override("jax_threefry_partitionable", False):
        np.testing.assert_array_equal(R.split(key, 3), CLASSIC_SPLIT)
        np.testing.assert_array_equal(R.bits(key, (4,)), CLASSIC_BITS)
        np.testing.assert_array_equal(R.uniform(key, (3,)), np.float32(CLASSIC_UNIFORM))
        with hostcall.experimental.enable_x64():
            np.testing.assert_array_equal(R.bits(key, (2,)),
                                          np.uint64([4150233810675416579,
                                                     4248967428519241419]))
    np.testing.assert_array_equal(R.split(key, 3), JAX_32["split"][1])
    hostcall.config.update("jax_threefry_partitionable", False)
    try:
        np.testing.assert_array_equal(R.bits(key, (4,)), CLASSIC_BITS)
    finally:
        hostcall.config.update("jax_threefry_partitionable", True)
    np.testing.assert_array_equal(R.bits(key, (5,), jnp.uint32), JAX_32["bits_uint32"][1])


def test_jit_traces_again_when_the_flag_changes():
    """A program traced under one setting is not reused under the other."""
    draw = hostcall.jit(lambda k: (R.split(k, 3), R.uniform(k, (3,))))
    key = R.PRNGKey(7)
    keys, _ = draw(key)
    np.testing.assert_array_equal(keys, JAX_32["split"][1])
    with hostcall.config.override("jax_threefry_partitionable", False):
        keys, u = draw(key)
        np.testing.assert_array_equal(keys, CLASSIC_SPLIT)
        np.testing.assert_array_equal(u, np.float32(CLASSIC_UNIFORM))
        keys, _ = draw(np.asarray(key))   # the path that keys on numpy arguments
        np.testing.assert_array_equal(keys, CLASSIC_SPLIT)
    keys, _ = draw(key)
    np.testing.assert_array_equal(keys, JAX_32["split"][1])
    assert draw.trace_count == 2


def test_a_fori_loop_drawing_keys_is_still_one_kernel():
    """split and normal inside a loop body: the loop kernelizer keeps the loop off the
    host (the key, which JAX 0.10.2 gives, is carried exactly)."""
    def walk(key, x):
        def body(i, c):
            key, x = c
            key, sub = R.split(key)
            return key, 0.9 * x + R.normal(sub, x.shape)
        return hostcall.lax.fori_loop(0, 100, body, (key, x))
    key = np.asarray(R.PRNGKey(0))
    text = hostcall.jit(walk).lower(key, np.zeros(2, np.float32)).lowered_text
    assert text.count('hostcall.loop_kernel = "') == 1
    k, x = hostcall.jit(walk)(key, np.zeros(2, np.float32))
    np.testing.assert_array_equal(k, WALK_KEY)
    np.testing.assert_allclose(x, WALK_X, rtol=1e-5, atol=1e-5)


def test_the_environment_variable_sets_the_default():
    code = ("import numpy as np, hostcall; from hostcall import random as R; "
            "print(hostcall.config.jax_threefry_partitionable, "
            "np.asarray(R.bits(R.PRNGKey(7), (4,))).tolist())")
    env = dict(os.environ, HOSTCALL_THREEFRY_PARTITIONABLE="0")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[0] == f"False {CLASSIC_BITS}"


def test_gamma_family_is_differentiable_in_its_shape_parameters_as_jaxs():
    """Implicit derivatives of the samples in alpha: JAX 0.10.2's grads, PRNGKey(0)."""
    key = R.PRNGKey(0)
    cases = {
        "gamma": (lambda a: R.gamma(key, a), 2.0, 0.9656762),
        "loggamma": (lambda a: R.loggamma(key, a), 2.0, 0.60742456),
        "beta": (lambda a: R.beta(key, a, 3.0), 2.0, 0.11043036),
        "dirichlet": (lambda a: R.dirichlet(key, a)[0], np.array([1.0, 2.0, 3.0], np.float32),
                      [0.17946114, -0.03331973, -0.02779958]),
        "gamma_vector": (lambda a: R.gamma(key, a, (3,)).sum(),
                         np.array([0.5, 1.5, 4.0], np.float32), [1.7750096, 1.0139239, 0.8731968]),
    }
    for name, (f, a, want) in cases.items():
        np.testing.assert_allclose(hostcall.grad(f)(a), want, rtol=2e-5, err_msg=name)
    f, a, want = cases["beta"]
    np.testing.assert_allclose(hostcall.jit(hostcall.grad(f))(a), want, rtol=2e-5)

// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
// OpenMP directives whose words name no identifier yet (clauses from macros, continued lines):
// liar expands their macros while the preprocessor reads them, and must only look names up,
// never add them, there (adding them allocated in Clang's identifier table mid-lexing).
#define PRIVATE_T private(t)
#define SCHEDULE schedule(static)
double f(int n, const double* restrict x, double* restrict y) {
  double t = 0.0, s = 0.0;
#pragma omp parallel for SCHEDULE \
    PRIVATE_T firstprivate(w000, w001, w002, w003, w004, w005, w006, w007, w008, w009, w010, w011, w012, w013, w014, w015, w016, w017, w018, w019, w020, w021, w022, w023, w024, w025, w026, w027, w028, w029, w030, w031, w032, w033, w034, w035, w036, w037, w038, w039, w040, w041, w042, w043, w044, w045, w046, w047, w048, w049, w050, w051, w052, w053, w054, w055, w056, w057, w058, w059, w060, w061, w062, w063, w064, w065, w066, w067, w068, w069, w070, w071, w072, w073, w074, w075, w076, w077, w078, w079, w080, w081, w082, w083, w084, w085, w086, w087, w088, w089, w090, w091, w092, w093, w094, w095, w096, w097, w098, w099, w100, w101, w102, w103, w104, w105, w106, w107, w108, w109, w110, w111, w112, w113, w114, w115, w116, w117, w118, w119, w120, w121, w122, w123, w124, w125, w126, w127, w128, w129, w130, w131, w132, w133, w134, w135, w136, w137, w138, w139, w140, w141, w142, w143, w144, w145, w146, w147, w148, w149, w150, w151, w152, w153, w154, w155, w156, w157, w158, w159, w160, w161, w162, w163, w164, w165, w166, w167, w168, w169, w170, w171, w172, w173, w174, w175, w176, w177, w178, w179, w180, w181, w182, w183, w184, w185, w186, w187, w188, w189, w190, w191, w192, w193, w194, w195, w196, w197, w198, w199, w200, w201, w202, w203, w204, w205, w206, w207, w208, w209, w210, w211, w212, w213, w214, w215, w216, w217, w218, w219, w220, w221, w222, w223, w224, w225, w226, w227, w228, w229, w230, w231, w232, w233, w234, w235, w236, w237, w238, w239)
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
#pragma omp simd reduction(+ : s) aligned(x : 64) safelen(8) simdlen(4) nontemporal(y)
  for (int i = 0; i < n; i++)
    s += x[i];
  return s + t;
}

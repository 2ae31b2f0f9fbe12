// EXPECT: 1 region(s) found, 1 lifted
// EXIT: 0
/* 20 nested reduction loops: the dependence relations grow with the depth; ISL's operation
   limit keeps any blow-up bounded. */
double s[1]; double A[2][2][2][2][2][2][2][2][2][2][2][2][2][2][2][2][2][2][2][2];
void f(void) {
  for (int i0 = 0; i0 < 2; i0++)
    for (int i1 = 0; i1 < 2; i1++)
      for (int i2 = 0; i2 < 2; i2++)
        for (int i3 = 0; i3 < 2; i3++)
          for (int i4 = 0; i4 < 2; i4++)
            for (int i5 = 0; i5 < 2; i5++)
              for (int i6 = 0; i6 < 2; i6++)
                for (int i7 = 0; i7 < 2; i7++)
                  for (int i8 = 0; i8 < 2; i8++)
                    for (int i9 = 0; i9 < 2; i9++)
                      for (int i10 = 0; i10 < 2; i10++)
                        for (int i11 = 0; i11 < 2; i11++)
                          for (int i12 = 0; i12 < 2; i12++)
                            for (int i13 = 0; i13 < 2; i13++)
                              for (int i14 = 0; i14 < 2; i14++)
                                for (int i15 = 0; i15 < 2; i15++)
                                  for (int i16 = 0; i16 < 2; i16++)
                                    for (int i17 = 0; i17 < 2; i17++)
                                      for (int i18 = 0; i18 < 2; i18++)
                                        for (int i19 = 0; i19 < 2; i19++)
                                          s[0] += A[i0][i1][i2][i3][i4][i5][i6][i7][i8][i9][i10][i11][i12][i13][i14][i15][i16][i17][i18][i19];
}

// Matrix work: the product of two n × n matrices, each entry kept below 1000 with %, then the sum of them all.
programa {
  funcao inicio() {
    inteiro n
    leia(n)
    inteiro a[n][n]
    inteiro b[n][n]
    inteiro c[n][n]
    para (inteiro i = 0; i < n; i++) {
      para (inteiro j = 0; j < n; j++) {
        a[i][j] = (i * 31 + j * 17) % 100
        b[i][j] = (i * 13 + j * 7 + 3) % 100
      }
    }
    para (inteiro i = 0; i < n; i++) {
      para (inteiro j = 0; j < n; j++) {
        inteiro s = 0
        para (inteiro k = 0; k < n; k++) {
          s = s + a[i][k] * b[k][j]
        }
        c[i][j] = s % 1000
      }
    }
    inteiro total = 0
    para (inteiro i = 0; i < n; i++) {
      para (inteiro j = 0; j < n; j++) {
        total = total + c[i][j]
      }
    }
    escreva(total, "\n")
  }
}

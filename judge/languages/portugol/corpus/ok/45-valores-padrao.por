programa {
  inteiro gi
  real gr
  logico gl
  cadeia gc
  caracter gv[2]

  funcao inicio() {
    inteiro v[3]
    real r[2]
    logico l[2]
    cadeia c[2]
    escreva(gi, " ", gr, " ", gl, " [", gc, "]\n")
    escreva(v[0], v[1], v[2], " ", r[1], " ", l[0], " [", c[1], "]\n")
    inteiro m[2][3] = {{1}, {4, 5}}
    para (inteiro i = 0; i < 2; i++) {
      para (inteiro j = 0; j < 3; j++) {
        escreva(m[i][j], " ")
      }
      escreva("\n")
    }
  }
}

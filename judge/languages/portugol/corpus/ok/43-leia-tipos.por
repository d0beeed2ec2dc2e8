programa {
  funcao inicio() {
    inteiro i
    real r1, r2, r3
    caracter c
    cadeia s
    logico l
    leia(i)
    leia(r1, r2, r3)
    leia(c)
    leia(s)
    leia(l)
    escreva("inteiro: ", i, "\n")
    escreva("reais: ", r1, " ", r2, " ", r3, "\n")
    escreva("caracter: ", c, "\n")
    escreva("cadeia: ", s, "\n")
    escreva("logico: ", l, "\n")
    leia(l, c)
    escreva(nao l, " ", c, "\n")
  }
}

programa {
  inteiro contador = 0
  real total
  cadeia historico = ""

  funcao registrar(real valor) {
    contador++
    total = total + valor
    historico = historico + "[" + valor + "]"
  }

  funcao inicio() {
    escreva("Começo: ", contador, " ", total, "\n")
    registrar(2.5)
    registrar(4)
    registrar(-1.25)
    escreva(contador, " registros, total ", total, "\n")
    escreva(historico, "\n")
  }
}

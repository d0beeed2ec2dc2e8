programa {
  funcao inicio() {
    logico chovendo = falso
    se (!chovendo) {
      escreva("vamos sair\n")
    }
  }
}

programa {
  inclua biblioteca Texto --> tx

  funcao cadeia inverter(cadeia s) {
    cadeia r = ""
    para (inteiro i = tx.numero_caracteres(s) - 1; i >= 0; i--) {
      r = r + tx.obter_caracter(s, i)
    }
    retorne r
  }

  funcao inicio() {
    cadeia p
    leia(p)
    escreva(inverter(p), "\n")
    leia(p)
    escreva(inverter(p), "\n")
    escreva("[", inverter(""), "]\n")
  }
}
